import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { Icon } from '../../../components/icon.js';
import { PageHeader } from '../../../components/page-header.js';
import { SearchToolbar } from '../../../components/search-toolbar.js';
import listPage from '../../../components/list-page.module.css';
import { paths } from '../../../config/paths.js';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.js';
import { useFileDownload } from '../../../hooks/use-file-download.js';
import {
  useItemsGetQuery,
  useItemsPublishMutation,
  useItemsUnpublishMutation,
  useItemsUsageQuery,
  useListItemsInfiniteQuery,
  itemPath,
} from '../api/storage-api.js';
import type { StorageItem } from '../api/storage-types.js';
import { useNearPageBottom } from '../hooks/use-near-page-bottom.js';
import { mayCreateFolder } from '../utils/may-create-folder.js';
import { storageIsFull } from '../utils/storage-is-full.js';
import { ActionMenu } from './action-menu.js';
import { DeleteItemModal } from './delete-item-modal.js';
import { FolderNameModal } from './folder-name-modal.js';
import { ItemIcon } from './item-icon.js';
import { MoveItemModal } from './move-item-modal.js';
import { ShareItemModal } from './share-item-modal.js';
import { StorageBreadcrumbs } from './storage-breadcrumbs.js';
import { StorageItems, type ItemAction, type StorageView } from './storage-items.js';
import { UploadItemModal } from './upload-item-modal.js';
import { UsageBar } from './usage-bar.js';
import styles from './storage.module.css';

/** Workspace spec §9: the storage search waits 300 ms after the last keystroke. */
export const STORAGE_SEARCH_DEBOUNCE_MS = 300;

type OpenModal =
  | { kind: 'newFolder' }
  | { kind: 'upload' }
  | { kind: 'rename'; item: StorageItem }
  | { kind: 'move'; item: StorageItem }
  | { kind: 'delete'; item: StorageItem }
  | { kind: 'share'; item: StorageItem };

/** The public page of a published folder, as a full address to paste anywhere. */
export const publicLinkOf = (token: string) =>
  new URL(paths.public.storage.getHref(token), window.location.origin).toString();

/**
 * The storage screen (workspace spec §2 "Storage screen"): `/business/storage` is the root,
 * `/business/storage/{itemId}` a folder. Breadcrumbs and a back arrow, grid or list, search,
 * the used-storage bar, the New menu, per-item actions, and the next page by infinite scroll.
 */
export function StoragePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { itemId } = useParams<{ itemId?: string }>();
  const folderId = itemId ?? null;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, STORAGE_SEARCH_DEBOUNCE_MS);
  const [view, setView] = useState<StorageView>('grid');
  const [modal, setModal] = useState<OpenModal | null>(null);
  // A search belongs to the folder it was typed in.
  useEffect(() => setSearch(''), [folderId]);

  const folder = useItemsGetQuery(folderId ? { id: folderId } : skipToken);
  const readOnly = folder.data?.access === 'read';
  const usage = useItemsUsageQuery({});
  const list = useListItemsInfiniteQuery({ parent: folderId, q });
  const { download } = useFileDownload();
  const [publish] = useItemsPublishMutation();
  const [unpublish] = useItemsUnpublishMutation();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  // Where a new item goes: root items are at depth 0, a folder's items one deeper.
  const depth = folderId ? (folder.data?.depth ?? 0) + 1 : 0;
  const parentHref = folder.data?.parent
    ? paths.business.storage.item.getHref(folder.data.parent)
    : paths.business.storage.root.getHref();

  useNearPageBottom(list.hasNextPage && !list.isFetching, () => void list.fetchNextPage());

  const onDownload = (item: StorageItem) =>
    download(`${itemPath(item.id)}/download`, item.name, 'storage.errors.notFound');

  const failed = (error: unknown) =>
    dispatch(
      alertShown({
        kind: 'danger',
        messageKey: statusOf(error) === 404 ? 'storage.errors.notFound' : 'alerts.generic',
      }),
    );

  const copyLink = async (token: string) => {
    try {
      await navigator.clipboard.writeText(publicLinkOf(token));
      dispatch(alertShown({ kind: 'success', messageKey: 'storage.publish.copied' }));
    } catch {
      // Without clipboard access the link is still shown, to copy by hand.
      window.prompt(t('storage.publish.copyByHand'), publicLinkOf(token));
    }
  };

  const onPublish = async (item: StorageItem) => {
    const result = await publish({ id: item.id });
    if ('data' in result && result.data?.publish_token) await copyLink(result.data.publish_token);
    else failed(result.error);
  };

  const onUnpublish = async (item: StorageItem) => {
    const result = await unpublish({ id: item.id });
    if ('error' in result) failed(result.error);
    else dispatch(alertShown({ kind: 'success', messageKey: 'storage.publish.unpublished' }));
  };

  const onAction = (action: ItemAction, item: StorageItem) => {
    switch (action) {
      case 'open':
        if (item.is_directory) void navigate(paths.business.storage.item.getHref(item.id));
        else if (item.links.display) window.open(item.links.display, '_blank', 'noopener,noreferrer');
        return;
      case 'download':
        void onDownload(item);
        return;
      case 'publish':
        void onPublish(item);
        return;
      case 'copyLink':
        if (item.publish_token) void copyLink(item.publish_token);
        return;
      case 'unpublish':
        void onUnpublish(item);
        return;
      case 'rename':
      case 'move':
      case 'delete':
      case 'share':
        setModal({ kind: action, item });
    }
  };

  if (folderId && statusOf(folder.error) === 404) {
    return (
      <section className={listPage.page}>
        <PageHeader title={t('storage.title')} />
        <p role="alert">{t('storage.errors.notFound')}</p>
        <Link to={paths.business.storage.root.getHref()}>{t('storage.backToRoot')}</Link>
      </section>
    );
  }

  const title = folderId ? (folder.data?.name ?? t('storage.title')) : t('storage.title');
  return (
    <section className={listPage.page}>
      <PageHeader title={title} />
      <div className={styles.location}>
        {folderId && (
          <Link to={parentHref} className={styles.iconButton} aria-label={t('storage.back')}>
            <ActionIcon name="chevronLeft" />
          </Link>
        )}
        <StorageBreadcrumbs folder={folderId ? folder.data : undefined} />
      </div>

      {usage.data && <UsageBar usage={usage.data} />}

      <SearchToolbar label={t('storage.search')} value={search} onChange={setSearch}>
        <div className={styles.viewToggle} role="group" aria-label={t('storage.view.label')}>
          {(['grid', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={view === option ? `${styles.toggle} ${styles.toggleOn}` : styles.toggle}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(`storage.view.${option}`)}
            </button>
          ))}
        </div>
        <ActionMenu
          trigger={
            <>
              <Icon name="plus" size={18} />
              {t('storage.new.label')}
            </>
          }
          triggerClassName={styles.newButton}
          actions={[
            {
              key: 'folder',
              label: t('storage.new.folder'),
              onSelect: () => setModal({ kind: 'newFolder' }),
              // A folder shared to read only takes nothing new.
              disabled: !mayCreateFolder(depth) || readOnly,
            },
            {
              key: 'upload',
              label: t('storage.new.upload'),
              onSelect: () => setModal({ kind: 'upload' }),
              // Spec §5: no upload while the storage is full.
              disabled: storageIsFull(usage.data) || readOnly,
            },
          ]}
        />
      </SearchToolbar>

      {list.isLoading ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : list.isError ? (
        <p role="alert">{t('storage.errors.list')}</p>
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <ItemIcon kind="folder" size={28} />
          <p>{q.trim() ? t('storage.empty.search') : t('storage.empty.folder')}</p>
        </div>
      ) : (
        <StorageItems items={items} view={view} onAction={onAction} />
      )}
      {list.isFetchingNextPage && <p className={styles.muted}>{t('common.loading')}</p>}

      {modal?.kind === 'newFolder' && (
        <FolderNameModal mode={{ kind: 'create', parent: folderId }} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'rename' && (
        <FolderNameModal mode={{ kind: 'rename', item: modal.item }} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'upload' && (
        <UploadItemModal parent={folderId} usage={usage.data} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'move' && <MoveItemModal item={modal.item} onClose={() => setModal(null)} />}
      {modal?.kind === 'delete' && <DeleteItemModal item={modal.item} onClose={() => setModal(null)} />}
      {modal?.kind === 'share' && <ShareItemModal item={modal.item} onClose={() => setModal(null)} />}
    </section>
  );
}
