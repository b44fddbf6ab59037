/** Commercial pages write dates DD/MM/YYYY in every language (organization spec §9). */
const FORMAT = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

export const formatBillingDate = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : FORMAT.format(date);
};
