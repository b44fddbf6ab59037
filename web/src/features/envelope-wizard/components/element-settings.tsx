import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import type { Recipient } from '../../../api/rubrica-api.js';
import {
  ELEMENT_LIMITS,
  settingsErrors,
  SIGNER_ONLY_FIELDS,
  type PlacedElement,
} from '../utils/element-rules.js';
import { elementTypeLabel } from '../utils/element-type-label.js';
import { isSignerType } from '../utils/recipient-rules.js';
import styles from './wizard.module.css';
import { WizardField } from './wizard-field.js';

const TITLED = ['dropdown', 'checkbox', 'text'];

const inputClass = (error: string | undefined) =>
  error ? `${styles.input} ${styles.inputInvalid}` : styles.input;

/** How many characters a text holds out of the most it may. */
function LengthCounter({ text, max }: { text: string; max: number }) {
  return (
    <span className={styles.counter}>
      {text.length}/{max}
    </span>
  );
}

/** The settings of the selected element, with spec §5's rules shown as the sender types. */
export function ElementSettings({
  element,
  recipients,
  showErrors,
  onChange,
  onRemove,
}: {
  element: PlacedElement;
  recipients: Recipient[];
  showErrors: boolean;
  onChange: (patch: Partial<PlacedElement>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [option, setOption] = useState('');
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const errors = settingsErrors(element);
  const errorOf = (field: 'title' | 'options' | 'value') =>
    (showErrors || touched.has(field)) && errors[field]
      ? t(`wizard.fields.errors.${errors[field]}`, {
          max: field === 'title' ? ELEMENT_LIMITS.titleMax : ELEMENT_LIMITS.commentMax,
        })
      : undefined;
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  const isField = element.kind === 'field';
  const typeName = elementTypeLabel(t, element.kind, element.type);
  const eligible = recipients.filter(
    (recipient) => isSignerType(recipient.type) || !SIGNER_ONLY_FIELDS.includes(element.type as never),
  );

  const titleError = errorOf('title');
  const optionsError = errorOf('options');
  const valueError = errorOf('value');
  const isComment = element.type === 'comments' || element.type === 'comment';
  // The title's and the value's inputs: marked while wrong, touched by typing and by leaving.
  const edited = (field: 'title' | 'value', error: string | undefined) => ({
    className: inputClass(error),
    value: element[field],
    'aria-invalid': !!error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      touch(field);
      onChange(field === 'title' ? { title: event.target.value } : { value: event.target.value });
    },
    onBlur: () => touch(field),
  });

  return (
    <div className={styles.settingsPanel}>
      <h2 className={styles.paletteTitle}>{t('wizard.fields.settingsOf', { type: typeName })}</h2>

      {isField && (
        <WizardField id="element-recipient" label={t('wizard.fields.recipient')}>
          <select
            id="element-recipient"
            className={styles.input}
            value={element.recipientId ?? ''}
            onChange={(event) => onChange({ recipientId: event.target.value })}
          >
            {eligible.map((recipient) => (
              <option key={recipient.id} value={recipient.id}>
                {recipient.addressees[0]?.name}
              </option>
            ))}
          </select>
        </WizardField>
      )}

      {isField && element.type !== 'qrcode' && (
        <WizardField
          id="element-title"
          label={`${t('wizard.fields.fieldTitle')}${TITLED.includes(element.type) ? ' *' : ''}`}
          error={titleError}
        >
          <input id="element-title" {...edited('title', titleError)} />
          <LengthCounter text={element.title} max={ELEMENT_LIMITS.titleMax} />
        </WizardField>
      )}

      {element.type === 'dropdown' && (
        <WizardField id="element-option" label={`${t('wizard.fields.options')} *`} error={optionsError}>
          <input
            id="element-option"
            className={inputClass(optionsError)}
            value={option}
            placeholder={t('wizard.fields.optionsHint')}
            onChange={(event) => setOption(event.target.value)}
            onBlur={() => touch('options')}
            onKeyDown={(event) => {
              // Spec §5: options are typed and separated with Enter.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              const text = option.trim();
              if (text && !element.options.includes(text)) onChange({ options: [...element.options, text] });
              setOption('');
              touch('options');
            }}
          />
          {element.options.length > 0 && (
            <ul className={styles.chips} aria-label={t('wizard.fields.options')}>
              {element.options.map((item) => (
                <li key={item} className={styles.chip}>
                  {item}
                  <button
                    type="button"
                    aria-label={t('wizard.fields.removeOption', { option: item })}
                    onClick={() => onChange({ options: element.options.filter((other) => other !== item) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </WizardField>
      )}

      {(isComment || (element.kind === 'content' && element.type === 'text')) && (
        <WizardField
          id="element-value"
          label={`${isComment ? t('wizard.fields.comment') : t('wizard.fields.text')} *`}
          error={valueError}
        >
          <textarea id="element-value" rows={3} {...edited('value', valueError)} />
          {isComment && <LengthCounter text={element.value} max={ELEMENT_LIMITS.commentMax} />}
        </WizardField>
      )}

      {element.type === 'date' && (
        <WizardField id="element-date" label={`${t('wizard.fields.date')} *`} error={valueError}>
          <input id="element-date" type="date" {...edited('value', valueError)} />
        </WizardField>
      )}

      {element.type === 'image' && (
        <WizardField id="element-image" label={`${t('wizard.fields.image')} *`} error={valueError}>
          <input
            id="element-image"
            type="file"
            accept="image/png,image/jpeg"
            onChange={(event) => {
              touch('value');
              const file = event.target.files?.[0];
              if (file) onChange({ image: file });
            }}
          />
        </WizardField>
      )}

      {isField && !['signature', 'initial', 'qrcode'].includes(element.type) && (
        <label className={styles.checkboxField}>
          <input
            type="checkbox"
            checked={element.isRequired}
            onChange={(event) => onChange({ isRequired: event.target.checked })}
          />
          <span>{t('wizard.fields.required')}</span>
        </label>
      )}

      <Button variant="secondary" onClick={onRemove}>
        <ActionIcon name="trash" size={16} /> {t('wizard.fields.remove')}
      </Button>
    </div>
  );
}
