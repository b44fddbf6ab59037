import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';

import form from '../../../../components/form.module.css';
import type { SubscribeForm, SubscribeStep } from '../hooks/use-subscribe-form.js';
import type { MaskOptions } from '../utils/subscribe-masks.js';
import type { Problem } from '../utils/subscribe-rules.js';
import styles from './subscribe-wizard.module.css';

/** The words of a rule's refusal (§5, §8 "The field {field} is required"). */
export const useProblemText = () => {
  const { t } = useTranslation();
  return (problem: Problem, field: string, label: string): string => {
    switch (problem) {
      case 'required':
        return t('billingSubscribe.errors.required', { field: label });
      case 'cepInvalid':
        return t('billingSubscribe.errors.cepInvalid');
      case 'cardInvalid':
        return t('billingSubscribe.errors.cardInvalid');
      case 'expired':
        return t('billingSubscribe.errors.expired');
      case 'invalid':
        return t(`billingSubscribe.errors.invalid.${field as InvalidField}`);
    }
  };
};

type InvalidField = 'email' | 'document' | 'phone' | 'cvv' | 'month' | 'year' | 'cpf';

/** The message under a wizard field: a server refusal first, else the rules' once shown. */
export const fieldError = (
  text: ReturnType<typeof useProblemText>,
  wizard: SubscribeForm,
  section: SubscribeStep,
  field: string,
  label: string,
): string | undefined => {
  const server = wizard.serverErrors[`${section}.${field}`];
  if (server) return 'text' in server ? server.text : text(server.problem, field, label);
  const problem = wizard.problemOf(section, field);
  return problem ? text(problem, field, label) : undefined;
};

/**
 * A labelled input of the wizard, masked when `mask` is given (react-imask keeps the caret right
 * while typing), with its refusal under it and the input described by it.
 */
export function MaskedField({
  id,
  label,
  value,
  error,
  hint,
  mask,
  onValue,
  onBlur,
  wide,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: ReactNode;
  mask?: MaskOptions;
  onValue: (value: string) => void;
  onBlur: () => void;
  wide?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onBlur' | 'className' | 'onChange'>) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    className: form.input,
    'aria-invalid': !!error,
    'aria-describedby': describedBy,
    onBlur,
  };
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      {mask ? (
        <IMaskInput
          {...(input as object)}
          {...common}
          {...(mask as { mask: string })}
          value={value}
          onAccept={(next: string) => {
            if (next !== value) onValue(next);
          }}
        />
      ) : (
        <input {...input} {...common} value={value} onChange={(event) => onValue(event.target.value)} />
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={form.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
