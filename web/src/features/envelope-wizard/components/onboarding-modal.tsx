import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { useOnboardingGetQuery, useOnboardingUpdateMutation } from '../api/wizard-api.js';
import styles from './wizard.module.css';

export type OnboardingSetting = 'business_envelope_recipient' | 'business_envelope_fields';

/**
 * A step's onboarding (spec §2, §7): shown once, remembered with PUT onboardings, reopened by
 * the help icon. Pages are given as translated title and text pairs.
 */
export function useOnboarding(setting: OnboardingSetting) {
  const onboardings = useOnboardingGetQuery({});
  const [put] = useOnboardingUpdateMutation();
  const [reopened, setReopened] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const unseen = onboardings.isSuccess && !onboardings.data.settings[setting];
  return {
    open: reopened || (unseen && !dismissed),
    reopen: () => setReopened(true),
    close: () => {
      setReopened(false);
      setDismissed(true);
      if (unseen) void put({ body: { settings: { [setting]: true } } });
    },
  };
}

export function OnboardingModal({
  title,
  pages,
  onClose,
}: {
  title: string;
  pages: { title: string; text: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const page = pages[index]!;
  const last = index === pages.length - 1;
  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={
        <>
          {index > 0 && (
            <Button variant="secondary" onClick={() => setIndex(index - 1)}>
              {t('wizard.onboarding.previous')}
            </Button>
          )}
          <Button onClick={() => (last ? onClose() : setIndex(index + 1))}>
            {last ? t('wizard.onboarding.finish') : t('wizard.onboarding.next')}
          </Button>
        </>
      }
    >
      <div className={styles.onboardingPage}>
        <p className={styles.onboardingCounter}>
          {t('wizard.onboarding.page', { page: index + 1, total: pages.length })}
        </p>
        <h3>{page.title}</h3>
        <p>{page.text}</p>
      </div>
    </Modal>
  );
}

/** The help icon that reopens a step's onboarding. */
export function HelpButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.helpButton}
      aria-label={t('wizard.onboarding.help')}
      onClick={onClick}
    >
      ?
    </button>
  );
}
