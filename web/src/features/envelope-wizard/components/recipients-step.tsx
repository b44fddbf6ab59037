import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { useCurrentUser } from '../../../app/use-current-user.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.js';
import type { RecipientType } from '../../../lib/envelopes/envelope-types.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import { useSubscription } from '../../../lib/subscription/use-subscription.js';
import {
  useAddWizardRecipientMutation,
  useDeleteWizardRecipientMutation,
  useSearchContactsQuery,
  useUpdateWizardRecipientMutation,
} from '../api/wizard-api.js';
import type { Contact } from '../api/wizard-types.js';
import {
  fromRecipient,
  isSignerType,
  nextOrdered,
  recipientChanged,
  recipientErrors,
  toRecipientInput,
  usesWhatsapp,
  type RecipientDraft,
  type RemoteDelivery,
} from '../utils/recipient-rules.js';
import { nationalPhoneDigits } from '../utils/national-phone-digits.js';
import { stepHref } from '../utils/wizard-steps.js';
import { NoSubscriberModal } from './no-subscriber-modal.js';
import { HelpButton, OnboardingModal, useOnboarding } from './onboarding-modal.js';
import { StepActions } from './step-actions.js';
import styles from './wizard.module.css';
import { useRegisterSave, useWizard } from './wizard-context.js';

const RECIPIENT_TYPES: RecipientType[] = ['signer', 'approver', 'carbon-copy', 'in-person-signer'];
/** Brazilian landlines have 8 digits after the area code, mobiles 9 (the mask follows what is typed). */
const PHONE_MASKS = [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }];
/** The plan feature that allows WhatsApp delivery (GET /subscription → features). */
export const WHATSAPP_FEATURE = 'whatsapp';

let draftSequence = 0;
const newKey = () => `draft-${(draftSequence += 1)}`;

/**
 * Step 2 (spec §2, §4, §5): who receives the envelope. Unsaved recipients are added, changed
 * ones updated and removed ones deleted on the server when the step is saved.
 */
export function RecipientsStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { envelopeId, envelope, goTo } = useWizard();
  const me = useCurrentUser().data;
  const saved = envelope?.recipients ?? [];
  const [drafts, setDrafts] = useState<RecipientDraft[]>(() =>
    [...saved]
      .sort((a, b) => (a.routing_order ?? 0) - (b.routing_order ?? 0))
      .map((recipient) => fromRecipient(recipient, undefined)),
  );
  const [ordered, setOrdered] = useState(() => saved.some((recipient) => recipient.routing_order != null));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [noSubscriber, setNoSubscriber] = useState(false);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const removed = useRef(new Set<string>());
  // What the server holds for each saved recipient, to PATCH only what changed.
  const baseline = useRef(
    new Map(
      saved.map((recipient) => {
        const draft = fromRecipient(recipient, undefined);
        return [
          recipient.id,
          toRecipientInput(draft, (recipient.routing_order ?? 1) - 1, recipient.routing_order != null),
        ];
      }),
    ),
  );
  const [addRecipient] = useAddWizardRecipientMutation();
  const [updateRecipient] = useUpdateWizardRecipientMutation();
  const [deleteRecipient] = useDeleteWizardRecipientMutation();
  const onboarding = useOnboarding('business_envelope_recipient');
  const debounced = useDebouncedValue(search.trim(), 300);
  const contacts = useSearchContactsQuery(debounced, { skip: debounced.length === 0 });

  const isTemplate = envelope?.state === 'template';
  const errors = useMemo(
    () => recipientErrors(drafts, { addressOptional: isTemplate }),
    [drafts, isTemplate],
  );
  // A draft made from a template starts with roles whose addresses are still to be given.
  const fromTemplate = !isTemplate && saved.some((recipient) => !recipient.addressees[0]?.value);
  const selfEmail = me?.email?.toLowerCase();
  const qualifiedAllowed = !me?.is_usa_version;
  // Spec §6: WhatsApp only with the plan's whatsapp feature and never in the US edition.
  const { subscription } = useSubscription();
  const whatsappAllowed = !!me && !me.is_usa_version && !!subscription?.features?.includes(WHATSAPP_FEATURE);

  const changeList = (next: RecipientDraft[]) => {
    setOrdered((current) => nextOrdered(current, drafts.length, next.length));
    setDrafts(next);
  };

  const add = (draft: Omit<RecipientDraft, 'key'>) => {
    const key = newKey();
    changeList([...drafts, { key, ...draft }]);
  };
  const addBlank = () =>
    add({
      name: '',
      email: '',
      via: 'email',
      phone: '',
      type: 'signer',
      signatureType: 'simple',
      requiresPhoto: false,
      isSelf: false,
    });
  const addContact = (contact: Contact) => {
    // A contact without an e-mail but with a phone is reached on WhatsApp where that is offered.
    const byPhone = whatsappAllowed && !contact.email && !!contact.phone;
    add({
      name: contact.name,
      email: contact.email ?? '',
      via: byPhone ? 'whatsapp' : 'email',
      phone: byPhone ? nationalPhoneDigits(contact.phone ?? '') : '',
      type: 'signer',
      signatureType: 'simple',
      requiresPhoto: false,
      isSelf: !!selfEmail && contact.email?.toLowerCase() === selfEmail,
    });
    setSearch('');
  };
  const addSelf = () => {
    if (!me) return;
    add({
      name: me.name,
      email: me.email,
      via: 'email',
      phone: '',
      type: 'signer',
      signatureType: 'simple',
      requiresPhoto: false,
      isSelf: true,
    });
  };
  const update = (key: string, patch: Partial<RecipientDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const remove = (draft: RecipientDraft) => {
    if (draft.id) removed.current.add(draft.id);
    changeList(drafts.filter((item) => item.key !== draft.key));
  };
  const move = (index: number, delta: number) => {
    const next = [...drafts];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item!);
    setDrafts(next);
  };

  const selfAdded =
    !!selfEmail &&
    drafts.some((draft) => !usesWhatsapp(draft) && draft.email.trim().toLowerCase() === selfEmail);
  const invalid = drafts.length === 0 || errors.size > 0;

  const save = async (): Promise<boolean> => {
    if (!envelopeId) return false;
    setServerErrors({});
    for (const id of removed.current) {
      const result = await deleteRecipient({ envelopeId, recipientId: id });
      if (
        'error' in result &&
        !(typeof result.error === 'object' && 'status' in result.error && result.error.status === 404)
      ) {
        report(result.error);
        return false;
      }
      removed.current.delete(id);
      baseline.current.delete(id);
    }
    for (const [index, draft] of drafts.entries()) {
      const body = toRecipientInput(draft, index, ordered);
      if (!draft.id) {
        const result = await addRecipient({ envelopeId, body });
        if ('error' in result) return failed(draft, result.error);
        const id = result.data.id;
        setDrafts((current) => current.map((item) => (item.key === draft.key ? { ...item, id } : item)));
        draft.id = id;
        baseline.current.set(id, body);
      } else if (recipientChanged(baseline.current.get(draft.id)!, body)) {
        const result = await updateRecipient({ envelopeId, recipientId: draft.id, body });
        if ('error' in result) return failed(draft, result.error);
        baseline.current.set(draft.id, body);
      }
    }
    return true;
  };

  const report = (error: unknown) => {
    if (!reportedByBaseQuery(error))
      dispatch(
        alertShown({
          kind: 'danger',
          messageKey: 'wizard.recipients.saveError',
          values: { message: errorMessageOf(error) ?? '' },
        }),
      );
  };
  /** A 422's field errors go under the recipient's fields (spec §8); anything else is an alert. */
  const failed = (draft: RecipientDraft, error: unknown): false => {
    const fieldErrors = Object.entries(fieldErrorsOf(error));
    if (fieldErrors.length > 0) {
      const messages: Record<string, string> = {};
      for (const [field, list] of fieldErrors) {
        const address = usesWhatsapp(draft) ? 'phone' : 'email';
        const target = /name/.test(field) ? 'name' : /value|email|addressees/.test(field) ? address : 'other';
        messages[`${draft.key}:${target}`] = list[0] ?? '';
      }
      setServerErrors(messages);
    } else report(error);
    return false;
  };

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

  const errorFor = (draft: RecipientDraft, field: 'name' | 'email' | 'phone') => {
    const server = serverErrors[`${draft.key}:${field}`];
    if (server) return server;
    const found = errors.get(draft.key)?.[field];
    // A repeated address is shown at once, on both recipients; the rest once the field was left.
    const repeated = found === 'emailTaken' || found === 'phoneTaken';
    const code = repeated || touched.has(`${draft.key}:${field}`) ? found : undefined;
    return code ? t(`wizard.recipients.errors.${code}`) : undefined;
  };
  const touch = (key: string) => setTouched((current) => new Set(current).add(key));

  return (
    <section className={styles.card} aria-labelledby="wizard-recipients-title">
      <div className={styles.cardHead}>
        <h1 id="wizard-recipients-title" className={styles.stepTitle}>
          {t('wizard.recipients.title')}
        </h1>
        <HelpButton onClick={onboarding.reopen} />
      </div>
      {isTemplate && <p className={styles.muted}>{t('templates.editorNote')}</p>}
      {fromTemplate && <p className={styles.muted}>{t('templates.fillAddresses')}</p>}

      <div className={styles.toolbar}>
        <div className={styles.contactSearch}>
          <label htmlFor="wizard-contact-search" className={styles.label}>
            {t('wizard.recipients.searchContacts')}
          </label>
          <input
            id="wizard-contact-search"
            className={styles.input}
            type="search"
            value={search}
            placeholder={t('wizard.recipients.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
          {debounced && search.trim() && contacts.data && (
            <ul className={styles.contactResults} aria-label={t('wizard.recipients.contactResults')}>
              {contacts.data.length === 0 && (
                <li className={styles.muted}>{t('wizard.recipients.noContacts')}</li>
              )}
              {contacts.data.map((contact) => (
                <li key={contact.id}>
                  <button type="button" className={styles.contactButton} onClick={() => addContact(contact)}>
                    <strong>{contact.name}</strong> <span className={styles.muted}>{contact.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Button variant="secondary" onClick={addBlank}>
          {t('wizard.recipients.addNew')}
        </Button>
        <Button variant="secondary" onClick={addSelf} disabled={!me || selfAdded}>
          {t('wizard.recipients.addSelf')}
        </Button>
      </div>

      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={ordered}
          disabled={drafts.length <= 1}
          onChange={(event) => setOrdered(event.target.checked)}
        />
        <span>{t('wizard.recipients.order')}</span>
      </label>

      {drafts.length === 0 ? (
        <p className={styles.empty}>{t('wizard.recipients.empty')}</p>
      ) : (
        <ol className={styles.recipientList} aria-label={t('wizard.recipients.listLabel')}>
          {drafts.map((draft, index) => {
            const signer = isSignerType(draft.type);
            const label = t('wizard.recipients.recipientLabel', { number: index + 1 });
            const nameError = errorFor(draft, 'name');
            const emailError = errorFor(draft, 'email');
            const phoneError = errorFor(draft, 'phone');
            const whatsapp = usesWhatsapp(draft);
            const prefix = `recipient-${draft.key}`;
            // Spec §5: the sender as a recipient keeps their own name and e-mail, also once saved.
            const locked =
              draft.isSelf ||
              (!!draft.id &&
                !!selfEmail &&
                baseline.current.get(draft.id)?.addressees[0]?.value.toLowerCase() === selfEmail);
            return (
              <li
                key={draft.key}
                className={styles.recipientRow}
                aria-label={label}
                data-testid="recipient-row"
              >
                {ordered && <span className={styles.orderBadge}>{index + 1}</span>}
                <div className={styles.recipientFields}>
                  <div className={styles.field}>
                    <label htmlFor={`${prefix}-name`} className={styles.label}>
                      {t('wizard.recipients.name')}
                    </label>
                    <input
                      id={`${prefix}-name`}
                      className={nameError ? `${styles.input} ${styles.inputInvalid}` : styles.input}
                      value={draft.name}
                      readOnly={locked}
                      aria-invalid={!!nameError}
                      onChange={(event) => update(draft.key, { name: event.target.value })}
                      onBlur={() => touch(`${draft.key}:name`)}
                    />
                    {nameError && <span className={styles.fieldError}>{nameError}</span>}
                  </div>
                  {whatsapp ? (
                    <div className={styles.field}>
                      <label htmlFor={`${prefix}-phone`} className={styles.label}>
                        {t('wizard.recipients.phone')}
                        {isTemplate && ` (${t('templates.addressOptional')})`}
                      </label>
                      <IMaskInput
                        id={`${prefix}-phone`}
                        type="tel"
                        inputMode="tel"
                        autoComplete="tel-national"
                        placeholder={t('wizard.recipients.phonePlaceholder')}
                        className={phoneError ? `${styles.input} ${styles.inputInvalid}` : styles.input}
                        mask={PHONE_MASKS}
                        value={draft.phone}
                        unmask
                        aria-invalid={!!phoneError}
                        onAccept={(value: string) => {
                          if (value !== draft.phone) update(draft.key, { phone: value });
                        }}
                        onBlur={() => touch(`${draft.key}:phone`)}
                      />
                      {phoneError && <span className={styles.fieldError}>{phoneError}</span>}
                    </div>
                  ) : (
                    <div className={styles.field}>
                      <label htmlFor={`${prefix}-email`} className={styles.label}>
                        {t('wizard.recipients.email')}
                        {isTemplate && ` (${t('templates.addressOptional')})`}
                      </label>
                      <input
                        id={`${prefix}-email`}
                        type="email"
                        className={emailError ? `${styles.input} ${styles.inputInvalid}` : styles.input}
                        value={draft.email}
                        readOnly={locked}
                        aria-invalid={!!emailError}
                        onChange={(event) => update(draft.key, { email: event.target.value })}
                        onBlur={() => touch(`${draft.key}:email`)}
                      />
                      {emailError && <span className={styles.fieldError}>{emailError}</span>}
                    </div>
                  )}
                  <div className={styles.field}>
                    <label htmlFor={`${prefix}-type`} className={styles.label}>
                      {t('wizard.recipients.type')}
                    </label>
                    <select
                      id={`${prefix}-type`}
                      className={styles.input}
                      value={draft.type}
                      onChange={(event) => update(draft.key, { type: event.target.value as RecipientType })}
                    >
                      {RECIPIENT_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`envelopes.recipientTypes.${type}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`${prefix}-via`} className={styles.label}>
                      {t('wizard.recipients.delivery')}
                    </label>
                    {/* A saved WhatsApp recipient keeps the option even if the plan lost it, to be changed. */}
                    <select
                      id={`${prefix}-via`}
                      className={styles.input}
                      value={
                        draft.type === 'in-person-signer' ? 'face-to-face' : whatsapp ? 'whatsapp' : 'email'
                      }
                      disabled={
                        draft.type === 'in-person-signer' || locked || (!whatsappAllowed && !whatsapp)
                      }
                      onChange={(event) => update(draft.key, { via: event.target.value as RemoteDelivery })}
                    >
                      {draft.type === 'in-person-signer' ? (
                        <option value="face-to-face">{t('wizard.recipients.viaFaceToFace')}</option>
                      ) : (
                        <>
                          <option value="email">{t('wizard.recipients.viaEmail')}</option>
                          {(whatsappAllowed || whatsapp) && (
                            <option value="whatsapp">{t('wizard.recipients.viaWhatsapp')}</option>
                          )}
                        </>
                      )}
                    </select>
                  </div>
                  {signer && qualifiedAllowed && (
                    <div className={styles.field}>
                      <label htmlFor={`${prefix}-signature`} className={styles.label}>
                        {t('wizard.recipients.signatureType')}
                      </label>
                      <select
                        id={`${prefix}-signature`}
                        className={styles.input}
                        value={draft.signatureType}
                        onChange={(event) =>
                          update(draft.key, { signatureType: event.target.value as 'simple' | 'qualified' })
                        }
                      >
                        <option value="simple">{t('wizard.recipients.simple')}</option>
                        <option value="qualified">{t('wizard.recipients.qualified')}</option>
                      </select>
                    </div>
                  )}
                  {signer && (
                    <label className={styles.checkboxField}>
                      <input
                        type="checkbox"
                        checked={draft.requiresPhoto}
                        onChange={(event) => update(draft.key, { requiresPhoto: event.target.checked })}
                      />
                      <span>{t('wizard.recipients.photo')}</span>
                    </label>
                  )}
                </div>
                <div className={styles.rowActions}>
                  {ordered && (
                    <>
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label={t('wizard.recipients.moveUp', { label })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ActionIcon name="chevronUp" size={16} />
                      </button>
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label={t('wizard.recipients.moveDown', { label })}
                        disabled={index === drafts.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ActionIcon name="chevronDown" size={16} />
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t('wizard.recipients.remove', { label })}
                    onClick={() => remove(draft)}
                  >
                    <ActionIcon name="trash" size={16} />
                  </button>
                </div>
              </li>
            );
          })}
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
    </section>
  );
}
