import { useState } from 'react';
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

const TITLED = ['dropdown', 'checkbox', 'text'];

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

  return (
    <div className={styles.settingsPanel}>
      <h2 className={styles.paletteTitle}>{t('wizard.fields.settingsOf', { type: typeName })}</h2>

      {isField && (
        <div className={styles.field}>
          <label htmlFor="element-recipient" className={styles.label}>
            {t('wizard.fields.recipient')}
          </label>
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
        </div>
      )}

      {isField && element.type !== 'qrcode' && (
        <div className={styles.field}>
          <label htmlFor="element-title" className={styles.label}>
            {t('wizard.fields.fieldTitle')}
            {TITLED.includes(element.type) ? ' *' : ''}
          </label>
          <input
            id="element-title"
            className={titleError ? `${styles.input} ${styles.inputInvalid}` : styles.input}
            value={element.title}
            aria-invalid={!!titleError}
            onChange={(event) => {
              touch('title');
              onChange({ title: event.target.value });
            }}
            onBlur={() => touch('title')}
          />
          <span className={styles.counter}>
            {element.title.length}/{ELEMENT_LIMITS.titleMax}
          </span>
          {titleError && <span className={styles.fieldError}>{titleError}</span>}
        </div>
      )}

      {element.type === 'dropdown' && (
        <div className={styles.field}>
          <label htmlFor="element-option" className={styles.label}>
            {t('wizard.fields.options')} *
          </label>
          <input
            id="element-option"
            className={optionsError ? `${styles.input} ${styles.inputInvalid}` : styles.input}
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
          {optionsError && <span className={styles.fieldError}>{optionsError}</span>}
        </div>
      )}

      {(isComment || (element.kind === 'content' && element.type === 'text')) && (
        <div className={styles.field}>
          <label htmlFor="element-value" className={styles.label}>
            {isComment ? t('wizard.fields.comment') : t('wizard.fields.text')} *
          </label>
          <textarea
            id="element-value"
            rows={3}
            className={valueError ? `${styles.input} ${styles.inputInvalid}` : styles.input}
            value={element.value}
            aria-invalid={!!valueError}
            onChange={(event) => {
              touch('value');
              onChange({ value: event.target.value });
            }}
            onBlur={() => touch('value')}
          />
          {isComment && (
            <span className={styles.counter}>
              {element.value.length}/{ELEMENT_LIMITS.commentMax}
            </span>
          )}
          {valueError && <span className={styles.fieldError}>{valueError}</span>}
        </div>
      )}

      {element.type === 'date' && (
        <div className={styles.field}>
          <label htmlFor="element-date" className={styles.label}>
            {t('wizard.fields.date')} *
          </label>
          <input
            id="element-date"
            type="date"
            className={valueError ? `${styles.input} ${styles.inputInvalid}` : styles.input}
            value={element.value}
            aria-invalid={!!valueError}
            onChange={(event) => {
              touch('value');
              onChange({ value: event.target.value });
            }}
            onBlur={() => touch('value')}
          />
          {valueError && <span className={styles.fieldError}>{valueError}</span>}
        </div>
      )}

      {element.type === 'image' && (
        <div className={styles.field}>
          <label htmlFor="element-image" className={styles.label}>
            {t('wizard.fields.image')} *
          </label>
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
          {valueError && <span className={styles.fieldError}>{valueError}</span>}
        </div>
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
