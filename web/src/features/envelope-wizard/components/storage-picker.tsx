import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { Icon } from '../../../components/icon.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { useListWizardStorageItemsInfiniteQuery } from '../api/wizard-api.js';
import type { StorageItem } from '../../../api/rubrica-api.js';
import { formatSize } from '../../../lib/format-size.js';
import styles from './wizard.module.css';

const PDF_MIMETYPE = 'application/pdf';

interface Folder {
  id: string;
  name: string;
}

/**
 * The picker modal's Storage tab (spec §2, step 1): browses the organization's storage one folder
 * at a time, with breadcrumbs, and picks unsigned PDFs (from any folder) for the envelope.
 * Items already chosen, or already on the envelope, show as picked and cannot be picked twice.
 */
export function StoragePicker({
  taken,
  onPick,
}: {
  /** Ids of the stored items already chosen for the envelope. */
  taken: ReadonlySet<string>;
  onPick: (items: StorageItem[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const [path, setPath] = useState<Folder[]>([]);
  const [selected, setSelected] = useState<Map<string, StorageItem>>(() => new Map());
  const parent = path.at(-1)?.id ?? null;
  const list = useListWizardStorageItemsInfiniteQuery({ parent });
  const items = (list.data?.pages ?? []).flatMap((page) => page.data);
  const shown = items.filter((item) => item.is_directory || item.mimetype === PDF_MIMETYPE);

  const toggle = (item: StorageItem) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });

  return (
    <div className={styles.storagePicker}>
      <nav aria-label={t('wizard.documents.storage.breadcrumbs')}>
        <ol className={styles.breadcrumbs}>
          {[{ id: '', name: t('wizard.documents.storage.root') }, ...path].map((folder, index, all) => (
            <li key={folder.id || 'root'}>
              {index === all.length - 1 ? (
                <span aria-current="location">{folder.name}</span>
              ) : (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setPath(path.slice(0, index))}
                >
                  {folder.name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>

      {list.isLoading ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : list.isError && items.length === 0 ? (
        <p role="alert" className={styles.fieldError}>
          {t('wizard.documents.storage.loadError')}
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('wizard.documents.storage.empty')}</p>
      ) : (
        <ul className={styles.storageList} aria-label={t('wizard.documents.storage.items')}>
          {shown.map((item) =>
            item.is_directory ? (
              <li key={item.id} className={styles.storageRow}>
                <button
                  type="button"
                  className={styles.storageFolder}
                  aria-label={t('wizard.documents.storage.openFolder', { name: item.name })}
                  onClick={() => setPath([...path, { id: item.id, name: item.name }])}
                >
                  <Icon name="storage" size={18} />
                  <span className={styles.fileName}>{item.name}</span>
                </button>
              </li>
            ) : (
              <li key={item.id} className={styles.storageRow}>
                <label className={styles.storageFile}>
                  <input
                    type="checkbox"
                    checked={taken.has(item.id) || selected.has(item.id)}
                    disabled={taken.has(item.id)}
                    onChange={() => toggle(item)}
                  />
                  <ActionIcon name="signaturePage" size={16} />
                  <span className={styles.fileName}>{item.name}</span>
                  <span className={styles.muted}>{formatSize(item.size, i18n.language)}</span>
                </label>
              </li>
            ),
          )}
        </ul>
      )}

      {list.hasNextPage && (
        <Button
          variant="secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('wizard.documents.storage.more')}
        </Button>
      )}

      <div className={styles.storageActions}>
        <span className={styles.muted} aria-live="polite">
          {t('wizard.documents.storage.selected', { count: selected.size })}
        </span>
        <Button disabled={selected.size === 0} onClick={() => onPick([...selected.values()])}>
          {t('wizard.documents.storage.add', { count: selected.size })}
        </Button>
      </div>
    </div>
  );
}
