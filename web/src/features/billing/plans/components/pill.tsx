import type { ReactNode } from 'react';

import badges from '../../../../components/state-badge.module.css';

/** A coloured pill, in the look of the app's state badges. */
export function Pill({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'success' | 'warning' | 'danger' | 'neutral';
  children: ReactNode;
}) {
  return <span className={`${badges.badge} ${badges[tone]}`}>{children}</span>;
}
