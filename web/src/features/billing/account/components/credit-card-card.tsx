import { useTranslation } from 'react-i18next';

import { type CreditCard } from '../../../../api/rubrica-api.js';
import { useSubscriptionCardQuery } from '../../../../api/billing.js';
import { useAppSelector } from '../../../../app/hooks.js';
import { selectOrganizationId } from '../../../../app/workspace.slice.js';
import { Button } from '../../../../components/button.js';
import panel from '../../../../components/panel.module.css';
import styles from './billing-page.module.css';

// Organization spec §4, "Card expiry": 0 or 1 month left warns "expiring soon"; past, "expired".
const EXPIRY_TONE: Record<Exclude<CreditCard['expiry'], 'valid'>, 'warning' | 'danger'> = {
  expiring_soon: 'warning',
  expired: 'danger',
};

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

const expiration = ({ month, year }: CreditCard['cardExpiration']) =>
  `${String(month).padStart(2, '0')}/${year}`;

/**
 * The card billing keeps for renewals (GET /subscription/credit-card-data): brand, last four
 * digits and expiry, warned about when it ends soon or has ended, and ways to change (or add) and
 * remove it. A failed read is treated as no card (§8).
 */
export function CreditCardCard({ onChange, onRemove }: { onChange: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const organizationId = useAppSelector(selectOrganizationId) ?? undefined;
  const { data: card, isLoading, isError } = useSubscriptionCardQuery({ 'X-Organization': organizationId });
  const shown = isError ? undefined : card;
  return (
    <section className={`${panel.card} ${styles.card}`} aria-labelledby="billing-card">
      <div className={panel.cardHead}>
        <h2 id="billing-card" className={panel.cardTitle}>
          {t('billingAccount.card.title')}
        </h2>
        {shown && shown.expiry !== 'valid' && (
          <span className={`${panel.pill} ${panel[EXPIRY_TONE[shown.expiry]]}`}>
            {t(`billingAccount.card.expiry.${shown.expiry}`)}
          </span>
        )}
      </div>
      {isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : !shown ? (
        <p className={styles.muted}>{t('billingAccount.card.none')}</p>
      ) : (
        <>
          <p className={styles.cardNumber}>
            <span>{brandName(shown.cardBrand)}</span>{' '}
            <span aria-label={t('billingAccount.card.endingIn', { digits: shown.cardLast4Digits })}>
              •••• {shown.cardLast4Digits}
            </span>
          </p>
          <p className={styles.muted}>
            {t('billingAccount.card.expiresAt', { date: expiration(shown.cardExpiration) })}
          </p>
          {shown.expiry !== 'valid' && (
            <p className={shown.expiry === 'expired' ? panel.alertNote : panel.notice}>
              {t(`billingAccount.card.expiryNote.${shown.expiry}`)}
            </p>
          )}
        </>
      )}
      {!isLoading && (
        <div className={panel.actions}>
          <Button variant="secondary" onClick={onChange}>
            {t(shown ? 'billingAccount.card.change' : 'billingAccount.card.add')}
          </Button>
          {shown && (
            <Button variant="secondary" onClick={onRemove}>
              {t('billingAccount.card.remove')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
