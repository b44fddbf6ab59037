import { useTranslation } from 'react-i18next';

import type { SubscribeForm } from '../hooks/use-subscribe-form.js';
import { DOCUMENT_MASK, PHONE_MASK } from '../utils/subscribe-masks.js';
import type { CustomerValues } from '../utils/subscribe-rules.js';
import { fieldError, MaskedField, useProblemText } from './subscribe-field.js';
import styles from './subscribe-wizard.module.css';

/** Step 1 (§2, §5 "Wizard customer"): name, e-mail, CPF or CNPJ (Brazilian edition), phone. */
export function CustomerStep({
  wizard,
  documentRequired,
}: {
  wizard: SubscribeForm;
  documentRequired: boolean;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const values = wizard.values.customer;
  const field = (name: keyof CustomerValues, label: string) => ({
    id: `subscribe-${name}`,
    label,
    value: values[name],
    onValue: (value: string) => wizard.update('customer', { [name]: value }),
    onBlur: () => wizard.touch('customer', name),
  });
  const nameLabel = t('billingSubscribe.fields.name');
  const emailLabel = t('billingSubscribe.fields.email');
  const documentLabel = t('billingSubscribe.fields.document');
  const phoneLabel = t('billingSubscribe.fields.phone');
  return (
    <div className={styles.grid}>
      <MaskedField
        {...field('name', nameLabel)}
        wide
        autoComplete="name"
        error={fieldError(text, wizard, 'customer', 'name', nameLabel)}
      />
      <MaskedField
        {...field('email', emailLabel)}
        wide
        type="email"
        autoComplete="email"
        error={fieldError(text, wizard, 'customer', 'email', emailLabel)}
      />
      {documentRequired && (
        <MaskedField
          {...field('document', documentLabel)}
          mask={DOCUMENT_MASK}
          inputMode="numeric"
          hint={t('billingSubscribe.hints.document')}
          error={fieldError(text, wizard, 'customer', 'document', documentLabel)}
        />
      )}
      <MaskedField
        {...field('phone', t('billingSubscribe.fields.phoneOptional'))}
        mask={PHONE_MASK}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        error={fieldError(text, wizard, 'customer', 'phone', phoneLabel)}
      />
    </div>
  );
}
