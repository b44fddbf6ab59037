import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from './button.js';
import { Modal } from './modal.js';
import styles from './secret-reveal-modal.module.css';

/**
 * A secret the server shows this once (a developer app's client secret, a webhook signing
 * secret): the value, a copy button and the warning that it will not be shown again. Closing is
 * explicit, so it is not lost by a stray Escape.
 */
export function SecretRevealModal({
  title,
  label,
  secret,
  lead,
  onClose,
}: {
  title: string;
  /** What the value is (client secret, signing secret). */
  label: string;
  secret: string;
  lead?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const valueId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // Without clipboard access the value stays selectable in the field.
      setCopied(false);
    }
  };
  return (
    <Modal
      title={title}
      onClose={onClose}
      dismissable={false}
      actions={<Button onClick={onClose}>{t('secretReveal.done')}</Button>}
    >
      {lead && <p className={styles.lead}>{lead}</p>}
      <label htmlFor={valueId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={valueId}
          className={styles.value}
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('secretReveal.copied') : t('secretReveal.copy')}
        </Button>
      </div>
      <p className={styles.warning} role="note">
        {t('secretReveal.shownOnce')}
      </p>
    </Modal>
  );
}
