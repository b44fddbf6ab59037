import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/button.js';
import { useCpfRegistration } from '../../plans/hooks/use-cpf-registration.js';
import { CpfField } from './cpf-field.js';
import styles from './subscribe-wizard.module.css';

// Saved, the profile (GET /me) is read again and the page moves on to the wizard by itself.
const nothingMore = () => {};

/**
 * Spec §2 "A modal to register CPF", §5 "Register CPF" and §8: in the Brazilian edition a user
 * without a CPF registers one (masked ###.###.###-##, check digits) before checkout; failure shows
 * an error alert, success a success alert, and the plan signing continues. The plans tab asks in
 * a modal first; this is for an owner who opens the checkout's address directly.
 */
export function CpfRegistration({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const registration = useCpfRegistration(organizationId, nothingMore);

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void registration.submit(event)}
      noValidate
      aria-labelledby="cpf-title"
    >
      <h2 id="cpf-title" className={styles.stepTitle}>
        {t('billingSubscribe.cpf.title')}
      </h2>
      <p className={styles.muted}>{t('billingSubscribe.cpf.description')}</p>
      <CpfField id="subscribe-cpf" registration={registration} />
      <div className={styles.actions}>
        <Button type="submit" disabled={registration.busy}>
          {t('billingSubscribe.cpf.save')}
        </Button>
      </div>
    </form>
  );
}
