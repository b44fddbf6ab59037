import type { ReactNode, SelectHTMLAttributes } from 'react';

import form from './form.module.css';

/** A labelled select (the form's classes unless given); its options are the children. */
export function SelectField({
  id,
  label,
  labelClassName = form.label,
  className = form.select,
  children,
  ...select
}: {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  className?: string;
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} className={className} {...select}>
        {children}
      </select>
    </>
  );
}
