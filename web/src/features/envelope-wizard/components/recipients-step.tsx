import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { useSubscription } from '../../../lib/subscription/use-subscription.js';
import { useRecipientDrafts } from '../hooks/use-recipient-drafts.js';
import { useRecipientErrors } from '../hooks/use-recipient-errors.js';
import { useSaveRecipients } from '../hooks/use-save-recipients.js';
import { isSignerType } from '../utils/recipient-rules.js';
import { stepHref } from '../utils/wizard-steps.js';
import { ContactSearch } from './contact-search.js';
import { NoSubscriberModal } from './no-subscriber-modal.js';
import { HelpButton, OnboardingModal, useOnboarding } from './onboarding-modal.js';
import { RecipientRow } from './recipient-row.js';
import { StepActions } from './step-actions.js';
import styles from './wizard.module.css';
import { useRegisterSave, useWizard } from './wizard-context.js';
import { StepCard } from './step-card.js';

/** The plan feature that allows WhatsApp delivery (GET /subscription → features). */
export const WHATSAPP_FEATURE = 'whatsapp';

/**
 * Step 2 (spec §2, §4, §5): who receives the envelope. Unsaved recipients are added, changed
 * ones updated and removed ones deleted on the server when the step is saved.
 */
export function RecipientsStep() {
  const { t } = useTranslation();
  const { envelopeId, envelope, goTo } = useWizard();
  const saved = envelope?.recipients ?? [];
  const [noSubscriber, setNoSubscriber] = useState(false);
  const [busy, setBusy] = useState(false);
  const onboarding = useOnboarding('business_envelope_recipient');
  // Spec §6: WhatsApp only with the plan's whatsapp feature and never in the US edition.
  const { subscription } = useSubscription();
  const list = useRecipientDrafts(saved);
  const { me, drafts, ordered } = list;
  const whatsappAllowed = !!me && !me.is_usa_version && !!subscription?.features?.includes(WHATSAPP_FEATURE);
  const isTemplate = envelope?.state === 'template';
  // A draft made from a template starts with roles whose addresses are still to be given.
  const fromTemplate = !isTemplate && saved.some((recipient) => !recipient.addressees[0]?.value);
  const { save, serverErrors } = useSaveRecipients(envelopeId, list);
  const { invalid, errorFor, touch } = useRecipientErrors(drafts, isTemplate, serverErrors);

  useRegisterSave(async () => (invalid ? false : save()));

  const onNext = async () => {
    // Spec §4: 2 → 3 needs at least one signer, else the no-subscriber modal.
    if (!drafts.some((draft) => isSignerType(draft.type))) {
      setNoSubscriber(true);
      return;
    }
    setBusy(true);
    try {
      if ((await save()) && envelopeId) goTo(stepHref('fields', envelopeId));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepCard
      step="recipients"
      title={t('wizard.recipients.title')}
      aside={<HelpButton onClick={onboarding.reopen} />}
    >
      {isTemplate && <p className={styles.muted}>{t('templates.editorNote')}</p>}
      {fromTemplate && <p className={styles.muted}>{t('templates.fillAddresses')}</p>}

      <div className={styles.toolbar}>
        <ContactSearch onPick={(contact) => list.addContact(contact, whatsappAllowed)} />
        <Button variant="secondary" onClick={list.addBlank}>
          {t('wizard.recipients.addNew')}
        </Button>
        <Button variant="secondary" onClick={list.addSelf} disabled={!me || list.selfAdded}>
          {t('wizard.recipients.addSelf')}
        </Button>
      </div>

      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={ordered}
          disabled={drafts.length <= 1}
          onChange={(event) => list.setOrdered(event.target.checked)}
        />
        <span>{t('wizard.recipients.order')}</span>
      </label>

      {drafts.length === 0 ? (
        <p className={styles.empty}>{t('wizard.recipients.empty')}</p>
      ) : (
        <ol className={styles.recipientList} aria-label={t('wizard.recipients.listLabel')}>
          {drafts.map((draft, index) => (
            <RecipientRow
              key={draft.key}
              draft={draft}
              index={index}
              count={drafts.length}
              ordered={ordered}
              locked={list.isLocked(draft)}
              isTemplate={isTemplate}
              whatsappAllowed={whatsappAllowed}
              qualifiedAllowed={!me?.is_usa_version}
              errorFor={errorFor}
              touch={touch}
              update={list.update}
              move={list.move}
              remove={list.remove}
            />
          ))}
        </ol>
      )}

      <StepActions
        backLabel={t('wizard.back')}
        onBack={() => envelopeId && void save().then((ok) => ok && goTo(stepHref('documents', envelopeId)))}
        nextDisabled={busy || invalid}
        busy={busy}
        onNext={() => void onNext()}
      />

      {noSubscriber && <NoSubscriberModal onClose={() => setNoSubscriber(false)} />}
      {onboarding.open && (
        <OnboardingModal
          title={t('wizard.recipients.onboarding.title')}
          pages={[1, 2, 3].map((page) => ({
            title: t(
              `wizard.recipients.onboarding.page${page}Title` as 'wizard.recipients.onboarding.page1Title',
            ),
            text: t(
              `wizard.recipients.onboarding.page${page}Text` as 'wizard.recipients.onboarding.page1Text',
            ),
          }))}
          onClose={onboarding.close}
        />
      )}
    </StepCard>
  );
}
