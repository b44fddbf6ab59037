import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { useItemsMoveMutation, useListItemsInfiniteQuery } from '../api/storage-api.js';
import type { StorageItem } from '../api/storage-types.js';
import { useItemOutcome } from '../hooks/use-item-outcome.js';
import { ItemIcon } from './item-icon.js';
import styles from './storage.module.css';

interface Place {
  id: string | null;
  name: string;
}

/**
 * The select-folder modal behind "Move to" (workspace spec §2, §7 PUT items/{id}/move): browse
 * the folders from the root, then move the item into the one shown. A folder cannot go into itself.
 */
export function MoveItemModal({ item, onClose }: { item: StorageItem; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useItemOutcome();
  const root: Place = { id: null, name: t('storage.title') };
  const [trail, setTrail] = useState<Place[]>([root]);
  const here = trail[trail.length - 1]!;
  const folders = useListItemsInfiniteQuery({ parent: here.id, q: '', foldersOnly: true });
  const [moveItem, { isLoading }] = useItemsMoveMutation();
  const choices = (folders.data?.pages.flatMap((page) => page.data) ?? []).filter(
    (folder) => folder.is_directory && folder.id !== item.id,
  );
  const alreadyHere = (item.parent ?? null) === here.id;

  const onMove = async () => {
    const result = await moveItem({ id: item.id, body: { parent: here.id } });
    onClose();
    report(
      result,
      { kind: 'success', messageKey: 'storage.move.done', values: { folder: here.name } },
      'alerts.generic',
    );
  };

  return (
    <ConfirmModal
      title={t('storage.move.title', { name: item.name })}
      confirmLabel={t('storage.move.here', { folder: here.name })}
      size="large"
      busy={isLoading || alreadyHere}
      onConfirm={() => void onMove()}
      onClose={onClose}
    >
      <div className={styles.picker}>
        <p className={styles.pickerWhere}>
          {trail.length > 1 && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('storage.back')}
              onClick={() => setTrail((current) => current.slice(0, -1))}
            >
              <ActionIcon name="chevronLeft" />
            </button>
          )}
          <span>{trail.map((place) => place.name).join(' / ')}</span>
        </p>
        {folders.isLoading ? (
          <p className={styles.muted}>{t('common.loading')}</p>
        ) : choices.length === 0 ? (
          <p className={styles.muted}>{t('storage.move.noFolders')}</p>
        ) : (
          <ul className={styles.pickerList} aria-label={t('storage.move.folders')}>
            {choices.map((folder) => (
              <li key={folder.id}>
                <button
                  type="button"
                  className={styles.pickerItem}
                  onClick={() => setTrail((current) => [...current, { id: folder.id, name: folder.name }])}
                >
                  <ItemIcon kind="folder" size={20} />
                  {folder.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        {folders.hasNextPage && (
          <Button
            variant="secondary"
            onClick={() => void folders.fetchNextPage()}
            disabled={folders.isFetching}
          >
            {t('storage.move.more')}
          </Button>
        )}
      </div>
    </ConfirmModal>
  );
}
