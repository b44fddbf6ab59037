import type { ReactNode } from 'react';
import { Link } from 'react-router';

import styles from './button.module.css';

/** An in-app link that looks like a button. */
export function ButtonLink({
  to,
  variant = 'primary',
  block = false,
  children,
}: {
  to: string;
  variant?: 'primary' | 'secondary';
  block?: boolean;
  children: ReactNode;
}) {
  const className = [styles.button, styles[variant], block && styles.block].filter(Boolean).join(' ');
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
