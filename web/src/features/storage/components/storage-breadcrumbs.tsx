import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.js';
import { useItemsGetQuery } from '../api/storage-api.js';
import styles from './storage.module.css';

/** One ancestor of the open folder, preceded by its own ancestors (each folder names its parent). */
function Ancestor({ id }: { id: string }) {
  const { data } = useItemsGetQuery({ id });
  return (
    <>
      {data?.parent && <Ancestor id={data.parent} />}
      <li>
        <Link to={paths.business.storage.item.getHref(id)}>{data?.name ?? '…'}</Link>
      </li>
    </>
  );
}

/** Storage › folder › subfolder: every level but the open one is a link (workspace spec §2). */
export function StorageBreadcrumbs({ folder }: { folder?: { name: string; parent: string | null } }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('storage.breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        <li>
          {folder ? (
            <Link to={paths.business.storage.root.getHref()}>{t('storage.title')}</Link>
          ) : (
            <span aria-current="page">{t('storage.title')}</span>
          )}
        </li>
        {folder?.parent && <Ancestor id={folder.parent} />}
        {folder && (
          <li>
            <span aria-current="page">{folder.name}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
