import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { statusOf } from '../../../app/base-query.js';
import { PageHeader } from '../../../components/page-header.js';
import list from '../../../components/list-page.module.css';
import { paths } from '../../../config/paths.js';
import { usePublicItemsListQuery } from '../api/storage-api.js';
import type { StorageItem } from '../api/storage-types.js';
import { StorageItems, type ItemAction } from './storage-items.js';
import styles from './storage.module.css';

const VISITOR_ACTIONS: readonly ItemAction[] = ['open', 'download'];

const openInNewWindow = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

const saveFrom = (url: string, fileName: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * A published folder for anyone with its link (workspace spec "Public shared folder",
 * `/public/storage/{publish_token}`): its items, folders opening their own link, files previewed
 * in a new window or downloaded. Only what the token opens is ever asked for.
 */
export function PublicFolderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { itemId: token = '' } = useParams<{ itemId: string }>();
  const [page, setPage] = useState(1);
  const [openedToken, setOpenedToken] = useState(token);
  // A new folder starts at its first page.
  if (openedToken !== token) {
    setOpenedToken(token);
    setPage(1);
  }
  const folder = usePublicItemsListQuery({ token, page });

  const onAction = (action: ItemAction, item: StorageItem) => {
    if (item.is_directory) {
      if (item.publish_token) void navigate(paths.public.storage.getHref(item.publish_token));
      return;
    }
    const link = action === 'download' ? item.links.display : item.links.preview;
    if (!link) return;
    if (action === 'download') saveFrom(link, item.name);
    else openInNewWindow(link);
  };

  if (folder.error) {
    return (
      <section className={list.page}>
        <PageHeader title={t('storage.public.title')} />
        <p role="alert">
          {statusOf(folder.error) === 404 ? t('storage.public.notFound') : t('alerts.generic')}
        </p>
      </section>
    );
  }

  const items = folder.data?.data ?? [];
  return (
    <section className={list.page}>
      <PageHeader title={folder.data?.folder.name ?? t('storage.public.title')} />
      {folder.data && items.length === 0 && <p className={styles.empty}>{t('storage.public.empty')}</p>}
      {items.length > 0 && (
        <StorageItems items={items} view="list" onAction={onAction} offered={VISITOR_ACTIONS} />
      )}
      <div className={list.toolbar}>
        {page > 1 && (
          <button type="button" onClick={() => setPage((current) => current - 1)}>
            {t('storage.public.previous')}
          </button>
        )}
        {folder.data?.links.next && (
          <button type="button" onClick={() => setPage((current) => current + 1)}>
            {t('storage.public.next')}
          </button>
        )}
      </div>
    </section>
  );
}
