import type { InputHTMLAttributes } from 'react';

import formStyles from '../../../components/form.module.css';

/** A labelled input of the profile's forms, its error (if any) under it and tied to it. */
export function TextField({
  id,
  label,
  error,
  invalid,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | null;
  /** Marked invalid without a message of its own (the message is shown elsewhere). */
  invalid?: boolean;
}) {
  return (
    <>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={formStyles.input}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? `${id}-error` : input['aria-describedby']}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}
