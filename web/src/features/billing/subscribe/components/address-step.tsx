import { useTranslation } from 'react-i18next';

import form from '../../../../components/form.module.css';
import { SelectOptions } from '../../../../components/select-options.js';
import { useCepLookup } from '../hooks/use-cep-lookup.js';
import type { SubscribeForm } from '../hooks/use-subscribe-form.js';
import { BRAZILIAN_STATES } from '../utils/cep-lookup.js';
import { CEP_MASK } from '../utils/subscribe-masks.js';
import type { AddressValues } from '../utils/subscribe-rules.js';
import { fieldError, MaskedField, useProblemText } from './subscribe-field.js';
import styles from './subscribe-wizard.module.css';

/**
 * Step 2 (§2, §5 "Wizard address"): CEP, street, number, complement, neighbourhood, city and
 * state. In the Brazilian edition a complete CEP fills what it knows of the address (§1: not in
 * the US edition); every field can still be typed.
 */
export function AddressStep({ wizard, cepLookup }: { wizard: SubscribeForm; cepLookup: boolean }) {
  const { t } = useTranslation();
  const text = useProblemText();
  const values = wizard.values.address;
  const lookup = useCepLookup(values.cep, cepLookup, (address) =>
    wizard.update('address', {
      state: address.state,
      ...(address.city ? { city: address.city } : {}),
      ...(address.street ? { street: address.street } : {}),
      ...(address.neighborhood ? { neighborhood: address.neighborhood } : {}),
    }),
  );
  const field = (name: keyof AddressValues, label: string, errorLabel = label) => ({
    id: `subscribe-${name}`,
    label,
    value: values[name],
    onValue: (value: string) => wizard.update('address', { [name]: value }),
    onBlur: () => wizard.touch('address', name),
    error: fieldError(text, wizard, 'address', name, errorLabel),
  });
  const stateLabel = t('billingSubscribe.fields.state');
  const stateError = fieldError(text, wizard, 'address', 'state', stateLabel);
  return (
    <div className={styles.grid}>
      <MaskedField
        {...field('cep', t('billingSubscribe.fields.cep'))}
        mask={CEP_MASK}
        inputMode="numeric"
        autoComplete="postal-code"
        hint={lookup === 'idle' ? undefined : t(`billingSubscribe.cep.${lookup}`)}
        aria-busy={lookup === 'looking'}
      />
      <div className={styles.spacer} aria-hidden="true" />
      <MaskedField
        {...field('street', t('billingSubscribe.fields.street'))}
        wide
        autoComplete="address-line1"
      />
      <MaskedField {...field('number', t('billingSubscribe.fields.number'))} />
      <MaskedField
        {...field('complement', t('billingSubscribe.fields.complement'))}
        autoComplete="address-line2"
      />
      <MaskedField {...field('neighborhood', t('billingSubscribe.fields.neighborhood'))} />
      <MaskedField {...field('city', t('billingSubscribe.fields.city'))} autoComplete="address-level2" />
      <div className={styles.field}>
        <label htmlFor="subscribe-state" className={form.label}>
          {stateLabel}
        </label>
        <select
          id="subscribe-state"
          className={form.select}
          value={values.state}
          autoComplete="address-level1"
          aria-invalid={!!stateError}
          aria-describedby={stateError ? 'subscribe-state-error' : undefined}
          onChange={(event) => wizard.update('address', { state: event.target.value })}
          onBlur={() => wizard.touch('address', 'state')}
        >
          <SelectOptions
            values={BRAZILIAN_STATES}
            label={(uf) => uf}
            emptyLabel={t('billingSubscribe.fields.stateChoose')}
          />
        </select>
        {stateError && (
          <p id="subscribe-state-error" className={form.fieldError} role="alert">
            {stateError}
          </p>
        )}
      </div>
    </div>
  );
}
