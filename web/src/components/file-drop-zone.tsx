import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionIcon } from './action-icon.js';
import styles from './file-drop-zone.module.css';

/** A drop area that is also a file picker: the one look of every file choice in the app. */
export function FileDropZone({
  accept,
  hint,
  onFiles,
  multiple = true,
  text,
  labelledBy,
  describedBy,
  invalid,
}: {
  /** For the picker, e.g. ".pdf,.docx". */
  accept: string;
  hint: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  /** The line over the picker; "drop the files here" by default. */
  text?: string;
  /** A label outside the zone that names the picker (a form's step, say). */
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files].slice(0, multiple ? undefined : 1));
  };

  return (
    <div
      className={[styles.zone, over && styles.over, invalid && styles.invalid].filter(Boolean).join(' ')}
      data-testid="file-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <span className={styles.icon}>
        <ActionIcon name="upload" size={26} />
      </span>
      <p className={styles.text}>{text ?? t('upload.dropHere')}</p>
      <label htmlFor={id} className={styles.pick}>
        {t('upload.choose')}
      </label>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="visually-hidden"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])].slice(0, multiple ? undefined : 1));
          event.target.value = '';
        }}
      />
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}
