import { useTranslation } from 'react-i18next';

import { type Invoice } from '../../../../api/rubrica-api.js';
import { useSubscriptionListInvoicesQuery } from '../../../../api/billing.js';
import { useAppSelector } from '../../../../app/hooks.js';
import { selectOrganizationId } from '../../../../app/workspace.slice.js';
import { Button } from '../../../../components/button.js';
import { DataTable } from '../../../../components/data-table.js';
import { EmptyState } from '../../../../components/empty-state.js';
import { IconButton } from '../../../../components/icon-button.js';
import panel from '../../../../components/panel.module.css';
import table from '../../../../components/data-table.module.css';
import { PageNav } from '../../../../components/pagination.js';
import { SearchToolbar } from '../../../../components/search-toolbar.js';
import { useFileDownload } from '../../../../hooks/use-file-download.js';
import { useIsMobile } from '../../../../hooks/use-is-mobile.js';
import { useSearchPaging } from '../../../../hooks/use-search-paging.js';
import { formatBillingDate } from '../../../../lib/subscription/format-billing-date.js';
import { isOpenInvoice } from '../utils/is-open-invoice.js';
import styles from './billing-page.module.css';
import { InvoicePrice } from './invoice-price.js';
import { InvoiceStatusBadge } from './invoice-status-badge.js';

/** The invoice search waits for typing to pause, as the other searchable lists do. */
export const INVOICES_SEARCH_DEBOUNCE_MS = 300;

const pdfPath = (invoice: Invoice) => `subscription/invoices/${encodeURIComponent(invoice.id)}/pdf`;

// The table's columns in order, by their headings' keys.
const INVOICE_COLUMNS = ['number', 'plan', 'createdAt', 'dueDate', 'value', 'status'] as const;

/**
 * The organization's invoices (organization spec §7, GET /subscription/invoices with q and page):
 * a table on wide screens and cards on narrow ones, each with its PDF; the open one can be paid
 * on its checkout page or cancelled.
 */
export function InvoicesSection({
  onPay,
  onCancel,
}: {
  onPay: (checkoutUrl: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const organizationId = useAppSelector(selectOrganizationId) ?? undefined;
  const { search, setSearch, q, page, setPage } = useSearchPaging(INVOICES_SEARCH_DEBOUNCE_MS);
  const { data, isLoading, isError } = useSubscriptionListInvoicesQuery({
    'X-Organization': organizationId,
    q: q || undefined,
    page,
  });
  const { download } = useFileDownload();
  const invoices = data?.data ?? [];

  const actions = (invoice: Invoice) => (
    <div className={styles.rowActions}>
      {isOpenInvoice(invoice) && invoice.checkout_url && (
        <Button onClick={() => onPay(invoice.checkout_url!)}>{t('billingAccount.invoices.pay')}</Button>
      )}
      {isOpenInvoice(invoice) && (
        <IconButton
          icon="cancel"
          tone="danger"
          label={t('billingAccount.invoices.cancel', { number: invoice.number })}
          onClick={onCancel}
        />
      )}
      <IconButton
        icon="download"
        label={t('billingAccount.invoices.download', { number: invoice.number })}
        onClick={() =>
          void download(
            pdfPath(invoice),
            `fatura-${invoice.number}.pdf`,
            'billingAccount.errors.invoiceNotFound',
          )
        }
      />
    </div>
  );

  const planOf = (invoice: Invoice) =>
    `${invoice.plan.name} · ${t('billingAccount.invoices.months', { count: invoice.plan.interval })}`;

  return (
    <section className={styles.section} aria-labelledby="billing-invoices">
      <h2 id="billing-invoices" className={styles.sectionTitle}>
        {t('billingAccount.invoices.title')}
      </h2>
      <SearchToolbar label={t('billingAccount.invoices.search')} value={search} onChange={setSearch} />
      {isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : isError ? (
        <p className={panel.alertNote} role="alert">
          {t('billingAccount.invoices.unavailable')}
        </p>
      ) : invoices.length === 0 ? (
        <EmptyState
          message={q ? t('billingAccount.invoices.emptySearch') : t('billingAccount.invoices.empty')}
        />
      ) : isMobile ? (
        <ul className={styles.invoiceCards} aria-label={t('billingAccount.invoices.title')}>
          {invoices.map((invoice) => (
            <li key={invoice.id} className={`${panel.card} ${styles.invoiceCard}`}>
              <div className={panel.cardHead}>
                <p className={panel.cardTitle}>
                  {t('billingAccount.invoices.number', { number: invoice.number })}
                </p>
                <InvoiceStatusBadge status={invoice.status} />
              </div>
              <dl className={table.facts}>
                <dt>{t('billingAccount.invoices.columns.plan')}</dt>
                <dd>{planOf(invoice)}</dd>
                <dt>{t('billingAccount.invoices.columns.createdAt')}</dt>
                <dd>{formatBillingDate(invoice.created_at)}</dd>
                <dt>{t('billingAccount.invoices.columns.dueDate')}</dt>
                <dd>{formatBillingDate(invoice.due_date)}</dd>
                <dt>{t('billingAccount.invoices.columns.value')}</dt>
                <dd>
                  <InvoicePrice invoice={invoice} />
                </dd>
              </dl>
              {actions(invoice)}
            </li>
          ))}
        </ul>
      ) : (
        <DataTable
          caption={t('billingAccount.invoices.title')}
          columns={INVOICE_COLUMNS.map((column) => ({
            label: t(`billingAccount.invoices.columns.${column}`),
          }))}
          actionsLabel={t('billingAccount.invoices.columns.actions')}
          wrapClassName={table.wrap}
          className={`${table.table} ${styles.invoiceTable}`}
        >
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>{invoice.number}</td>
              <td>{planOf(invoice)}</td>
              <td>{formatBillingDate(invoice.created_at)}</td>
              <td>{formatBillingDate(invoice.due_date)}</td>
              <td>
                <InvoicePrice invoice={invoice} />
              </td>
              <td>
                <InvoiceStatusBadge status={invoice.status} />
              </td>
              <td>{actions(invoice)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <PageNav of={data} onChange={setPage} />
    </section>
  );
}
