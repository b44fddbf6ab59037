import { useTranslation } from 'react-i18next';

import type { StorageUsage } from '../api/storage-types.js';
import { formatSize } from '../../../lib/format-size.js';
import { formatStorageLimit } from '../../../lib/format-storage-limit.js';
import styles from './storage.module.css';

/** Used storage against the plan limit (workspace spec, "Storage screen"). */
export function UsageBar({ usage }: { usage: StorageUsage }) {
  const { t, i18n } = useTranslation();
  const { limit_bytes: limit } = usage;
  const percent = limit ? Math.min(100, Math.round((usage.used_bytes / limit) * 100)) : 0;
  const used = formatSize(usage.used_bytes, i18n.language);
  const label =
    limit === null
      ? t('storage.usage.unlimited', { used })
      : t('storage.usage.label', { used, limit: formatStorageLimit(limit, i18n.language) });
  return (
    <div className={styles.usage}>
      <p className={styles.usageText}>{label}</p>
      <div
        role="progressbar"
        aria-label={t('storage.usage.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className={styles.usageTrack}
      >
        <span
          className={percent >= 100 ? `${styles.usageFill} ${styles.usageFull}` : styles.usageFill}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
