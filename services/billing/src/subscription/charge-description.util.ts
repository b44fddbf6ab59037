import type { LocalizedText, MessageLocale } from '@rubrica/errors';

/** The plans' names as the product shows them in each language (the catalogue keeps English ones). */
const PRODUCT_NAMES: Record<string, LocalizedText> = {
  basic: { 'pt-BR': 'Básico', en: 'Basic', es: 'Básico' },
  essential: { 'pt-BR': 'Essencial', en: 'Essential', es: 'Esencial' },
  advanced: { 'pt-BR': 'Avançado', en: 'Advanced', es: 'Avanzado' },
  corporate: { 'pt-BR': 'Corporativo', en: 'Corporate', es: 'Corporativo' },
};

const MONTHS: Record<MessageLocale, (months: number) => string> = {
  'pt-BR': (months) => `${months} ${months === 1 ? 'mês' : 'meses'}`,
  en: (months) => `${months} ${months === 1 ? 'month' : 'months'}`,
  es: (months) => `${months} ${months === 1 ? 'mes' : 'meses'}`,
};

const RENEWAL: LocalizedText = { 'pt-BR': 'renovação', en: 'renewal', es: 'renovación' };

/**
 * What a charge is for, in the payer's language (pt-BR by default, §"Default locale pt-BR, also en
 * and es"): the provider shows it on its checkout page and on the boleto, so the payer reads it.
 * A plan's cycle (`Rubrica Básico (1 mês)`), or its renewal (`Rubrica Básico: renovação`).
 */
export function chargeDescription(
  plan: { product: string; name: string; interval: number },
  locale: MessageLocale,
  kind: 'cycle' | 'renewal' = 'cycle',
): string {
  const name = PRODUCT_NAMES[plan.product]?.[locale] ?? plan.name;
  return kind === 'renewal'
    ? `Rubrica ${name}: ${RENEWAL[locale]}`
    : `Rubrica ${name} (${MONTHS[locale](plan.interval)})`;
}
