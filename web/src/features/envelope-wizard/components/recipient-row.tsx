import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';

import { ActionIcon } from '../../../components/action-icon.js';
import { SelectOptions } from '../../../components/select-options.js';
import type { RecipientType } from '../../../lib/envelopes/envelope-types.js';
import type { RecipientField } from '../hooks/use-recipient-errors.js';
import {
  isSignerType,
  usesWhatsapp,
  type RecipientDraft,
  type RemoteDelivery,
} from '../utils/recipient-rules.js';
import { WizardField, wizardInputClass } from './wizard-field.js';
import styles from './wizard.module.css';

const RECIPIENT_TYPES: RecipientType[] = ['signer', 'approver', 'carbon-copy', 'in-person-signer'];
/** Brazilian landlines have 8 digits after the area code, mobiles 9 (the mask follows what is typed). */
const PHONE_MASKS = [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }];

/**
 * One recipient of step 2: name, e-mail or WhatsApp phone, type, delivery, the label text tags
 * name it by, signature type and photo (signers), and the buttons that move it (in order) and
 * remove it.
 */
export function RecipientRow({
  draft,
  index,
  count,
  ordered,
  locked,
  isTemplate,
  whatsappAllowed,
  qualifiedAllowed,
  errorFor,
  touch,
  update,
  move,
  remove,
}: {
  draft: RecipientDraft;
  index: number;
  count: number;
  ordered: boolean;
  locked: boolean;
  isTemplate: boolean;
  whatsappAllowed: boolean;
  qualifiedAllowed: boolean;
  errorFor: (draft: RecipientDraft, field: RecipientField) => string | undefined;
  touch: (draft: RecipientDraft, field: RecipientField) => void;
  update: (key: string, patch: Partial<RecipientDraft>) => void;
  move: (index: number, delta: number) => void;
  remove: (draft: RecipientDraft) => void;
}) {
  const { t } = useTranslation();
  const signer = isSignerType(draft.type);
  const label = t('wizard.recipients.recipientLabel', { number: index + 1 });
  const nameError = errorFor(draft, 'name');
  const emailError = errorFor(draft, 'email');
  const phoneError = errorFor(draft, 'phone');
  const tagLabelError = errorFor(draft, 'tagLabel');
  const whatsapp = usesWhatsapp(draft);
  // The recipient is reached by WhatsApp at a phone number, else by e-mail.
  const address = whatsapp ? 'phone' : 'email';
  const addressError = whatsapp ? phoneError : emailError;
  const prefix = `recipient-${draft.key}`;
  const optional = isTemplate && ` (${t('templates.addressOptional')})`;
  // The name's and the e-mail's inputs, alike but for the field they edit.
  const textInput = (field: 'name' | 'email', error: string | undefined, type?: 'email') => (
    <input
      id={`${prefix}-${field}`}
      type={type}
      className={wizardInputClass(error)}
      value={draft[field]}
      readOnly={locked}
      aria-invalid={!!error}
      onChange={(event) => update(draft.key, { [field]: event.target.value })}
      onBlur={() => touch(draft, field)}
    />
  );
  return (
    <li className={styles.recipientRow} aria-label={label} data-testid="recipient-row">
      {ordered && <span className={styles.orderBadge}>{index + 1}</span>}
      <div className={styles.recipientFields}>
        <WizardField id={`${prefix}-name`} label={t('wizard.recipients.name')} error={nameError}>
          {textInput('name', nameError)}
        </WizardField>
        <WizardField
          id={`${prefix}-${address}`}
          label={
            <>
              {t(`wizard.recipients.${address}`)}
              {optional}
            </>
          }
          error={addressError}
        >
          {whatsapp ? (
            <IMaskInput
              id={`${prefix}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={t('wizard.recipients.phonePlaceholder')}
              className={wizardInputClass(phoneError)}
              mask={PHONE_MASKS}
              value={draft.phone}
              unmask
              aria-invalid={!!phoneError}
              onAccept={(value: string) => {
                if (value !== draft.phone) update(draft.key, { phone: value });
              }}
              onBlur={() => touch(draft, 'phone')}
            />
          ) : (
            textInput('email', emailError, 'email')
          )}
        </WizardField>
        <WizardField id={`${prefix}-type`} label={t('wizard.recipients.type')}>
          <select
            id={`${prefix}-type`}
            className={styles.input}
            value={draft.type}
            onChange={(event) => update(draft.key, { type: event.target.value as RecipientType })}
          >
            <SelectOptions values={RECIPIENT_TYPES} label={(type) => t(`envelopes.recipientTypes.${type}`)} />
          </select>
        </WizardField>
        <WizardField id={`${prefix}-via`} label={t('wizard.recipients.delivery')}>
          {/* A saved WhatsApp recipient keeps the option even if the plan lost it, to be changed. */}
          <select
            id={`${prefix}-via`}
            className={styles.input}
            value={draft.type === 'in-person-signer' ? 'face-to-face' : whatsapp ? 'whatsapp' : 'email'}
            disabled={draft.type === 'in-person-signer' || locked || (!whatsappAllowed && !whatsapp)}
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
        </WizardField>
        <WizardField id={`${prefix}-tag-label`} label={t('wizard.recipients.tagLabel')} error={tagLabelError}>
          <input
            id={`${prefix}-tag-label`}
            className={wizardInputClass(tagLabelError)}
            value={draft.tagLabel}
            placeholder={t('wizard.recipients.tagLabelPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={!!tagLabelError}
            aria-describedby={`${prefix}-tag-label-hint`}
            onChange={(event) => update(draft.key, { tagLabel: event.target.value })}
            onBlur={() => touch(draft, 'tagLabel')}
          />
          <span id={`${prefix}-tag-label-hint`} className={styles.fieldHint}>
            {t('wizard.recipients.tagLabelHint', {
              example: `{{signature;${draft.tagLabel.trim().toLowerCase() || t('wizard.recipients.tagLabelPlaceholder')}}}`,
            })}
          </span>
        </WizardField>
        {signer && qualifiedAllowed && (
          <WizardField id={`${prefix}-signature`} label={t('wizard.recipients.signatureType')}>
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
          </WizardField>
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
            <RowButton
              icon="chevronUp"
              label={t('wizard.recipients.moveUp', { label })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            />
            <RowButton
              icon="chevronDown"
              label={t('wizard.recipients.moveDown', { label })}
              disabled={index === count - 1}
              onClick={() => move(index, 1)}
            />
          </>
        )}
        <RowButton
          icon="trash"
          label={t('wizard.recipients.remove', { label })}
          onClick={() => remove(draft)}
        />
      </div>
    </li>
  );
}

function RowButton({
  icon,
  label,
  disabled,
  onClick,
}: {
  icon: 'chevronUp' | 'chevronDown' | 'trash';
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <ActionIcon name={icon} size={16} />
    </button>
  );
}
