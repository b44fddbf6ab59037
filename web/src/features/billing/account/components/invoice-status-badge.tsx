import { useTranslation } from 'react-i18next';

import type { Invoice } from '../../../../api/rubrica-api.js';
import panel from '../../../../components/panel.module.css';

// Organization spec §4, "Invoice status": created (open) and pending are warnings, paid success,
// rejected danger.
const TONE: Record<Invoice['status'], 'warning' | 'success' | 'danger'> = {
  created: 'warning',
  pending: 'warning',
  paid: 'success',
  rejected: 'danger',
};

export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`${panel.pill} ${panel[TONE[status]]}`}>
      {t(`billingAccount.invoices.status.${status}`)}
    </span>
  );
}
