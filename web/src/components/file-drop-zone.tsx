import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionIcon } from './action-icon.js';
import styles from './file-drop-zone.module.css';

/** A drop area that is also a file picker. */
export function FileDropZone({
  accept,
  hint,
  onFiles,
}: {
  /** For the picker, e.g. ".pdf,.docx". */
  accept: string;
  hint: string;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      className={over ? `${styles.zone} ${styles.over}` : styles.zone}
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
      <p className={styles.text}>{t('upload.dropHere')}</p>
      <label htmlFor={id} className={styles.pick}>
        {t('upload.choose')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        className="visually-hidden"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}
