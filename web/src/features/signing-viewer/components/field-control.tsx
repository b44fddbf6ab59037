import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldWidget, ViewField } from '../../../lib/envelopes/recipient-view.js';
import type { PageLayout } from './document-pages.js';
import styles from './signing-viewer.module.css';

/**
 * One field over the page. The recipient's own fields are editable (text, date, checkbox,
 * dropdown; signature and initial open the creator); everyone else's are read-only (spec §4).
 */
export function FieldControl({
  field,
  widget,
  layout,
  editable,
  highlighted,
  ownerName,
  ownerDone = false,
  image,
  onChange,
  onSignatureClick,
}: {
  field: ViewField;
  widget: FieldWidget;
  layout: PageLayout;
  editable: boolean;
  highlighted: boolean;
  ownerName: string;
  /**
   * Someone else's field whose owner is done: the page already shows what they filled in or their
   * signature, so the field keeps its place and name but draws nothing over it.
   */
  ownerDone?: boolean;
  /** The signature or initials image, for those two kinds, when it is ready. */
  image: string | null;
  onChange: (value: string) => void;
  onSignatureClick: () => void;
}) {
  const { t } = useTranslation();
  const label = field.title || field.name || t(`signingViewer.fieldTypes.${field.type}`);
  const fullLabel = editable ? label : t('signingViewer.fieldOf', { label, name: ownerName });
  const fontSize = Math.max(8, (widget.font_size ?? 11) * layout.scale);
  const className = [
    styles.field,
    editable ? styles.fieldEditable : styles.fieldReadOnly,
    !editable && ownerDone ? styles.fieldDone : '',
    editable && field.is_required ? styles.fieldRequired : '',
    highlighted ? styles.fieldHighlight : '',
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id: `field-${field.id}`,
    'data-field-id': field.id,
    className,
    'aria-label': fullLabel,
    'aria-required': editable && field.is_required ? true : undefined,
    disabled: !editable,
    style:
      !editable && ownerDone
        ? { fontSize }
        : {
            fontSize,
            color: widget.text_color,
            backgroundColor: widget.background_color,
            borderColor: widget.border_color,
          },
  };

  if (field.type === 'signature' || field.type === 'initial') {
    return (
      <button type="button" {...common} onClick={onSignatureClick}>
        {image ? (
          <img className={styles.signatureImage} src={image} alt="" />
        ) : (
          <span>{editable ? label : ownerName}</span>
        )}
      </button>
    );
  }
  if (field.type === 'checkbox') {
    return (
      <span className={styles.checkboxWrap}>
        <input
          type="checkbox"
          {...common}
          checked={field.value === 'true'}
          onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
        />
      </span>
    );
  }
  if (field.type === 'dropdown') {
    return (
      <select {...common} value={field.value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{editable ? t('signingViewer.choose') : ''}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === 'qrcode') {
    return <span {...common} role="img" />;
  }
  return (
    <TextInput
      common={common}
      type={field.type === 'date' ? 'date' : 'text'}
      maxLength={field.type === 'comments' ? 100 : 1000}
      value={field.value ?? ''}
      placeholder={editable ? label : ''}
      onCommit={onChange}
    />
  );
}

/** Text and dates are saved when the input is left, not on each key. */
function TextInput({
  common,
  type,
  maxLength,
  value,
  placeholder,
  onCommit,
}: {
  common: Record<string, unknown>;
  type: 'text' | 'date';
  maxLength: number;
  value: string;
  placeholder: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <input
      {...common}
      type={type}
      value={draft}
      maxLength={maxLength}
      placeholder={placeholder}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft !== value) onCommit(draft);
      }}
    />
  );
}
