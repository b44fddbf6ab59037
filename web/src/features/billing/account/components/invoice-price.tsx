import { useTranslation } from 'react-i18next';

import type { Invoice } from '../../../../api/rubrica-api.js';
import styles from './billing-page.module.css';

/**
 * What the invoice costs. Organization spec §4: with a discount (discount_value.amount above 0)
 * the list price is struck through beside the price paid (or due, while unpaid).
 */
export function InvoicePrice({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const price = (invoice.paid_value ?? invoice.value).formatted;
  if (invoice.discount_value.amount <= 0) return <span>{price}</span>;
  return (
    <span className={styles.price}>
      <s className={styles.listPrice}>
        <span className="visually-hidden">{t('billingAccount.invoices.listPrice')}: </span>
        {invoice.list_value.formatted}
      </s>{' '}
      <span>
        <span className="visually-hidden">{t('billingAccount.invoices.discountedPrice')}: </span>
        {price}
      </span>
    </span>
  );
}
