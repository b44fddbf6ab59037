import type { InputHTMLAttributes, ReactNode } from 'react';

import form from './form.module.css';

/**
 * A labelled text input with the server's or the form's errors under it: the input is marked
 * invalid and described by them (`<id>-error`), else by its hint (`<id>-hint`) when it has one.
 */
export function TextField({
  id,
  label,
  errors = [],
  hint,
  labelClassName = form.label,
  inputClassName = form.input,
  errorClassName = form.fieldError,
  ...input
}: {
  id: string;
  label: ReactNode;
  errors?: readonly string[];
  hint?: ReactNode;
  labelClassName?: string;
  inputClassName?: string;
  errorClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const invalid = errors.length > 0;
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        className={inputClassName}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className={errorClassName} role="alert">
          {errors.join(' ')}
        </p>
      )}
    </>
  );
}
