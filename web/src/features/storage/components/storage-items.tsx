import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import type { StorageItem } from '../api/storage-types.js';
import { formatSize } from '../../../lib/format-size.js';
import { ActionMenu, type MenuAction } from './action-menu.js';
import { ItemIcon, itemKind } from './item-icon.js';
import { MoreIcon } from './more-icon.js';
import styles from './storage.module.css';

export type ItemAction =
  'open' | 'rename' | 'move' | 'download' | 'share' | 'publish' | 'copyLink' | 'unpublish' | 'delete';
export type StorageView = 'grid' | 'list';

const ACTIONS: readonly ItemAction[] = [
  'open',
  'rename',
  'move',
  'download',
  'share',
  'publish',
  'copyLink',
  'unpublish',
  'delete',
];

/**
 * Files download; folders are published by link, then copied or unpublished. What the caller may
 * do with the item (`access`) decides the rest: changes take edit, sharing and publishing manage.
 */
const offers = (item: StorageItem, action: ItemAction): boolean => {
  const edits = item.access !== 'read';
  const manages = item.access === 'manage';
  switch (action) {
    case 'download':
      return !item.is_directory;
    case 'rename':
    case 'move':
    case 'delete':
      return edits;
    case 'share':
      return manages;
    case 'publish':
      return manages && item.is_directory && !item.publish_token;
    case 'unpublish':
      return manages && item.is_directory && Boolean(item.publish_token);
    case 'copyLink':
      return item.is_directory && Boolean(item.publish_token);
    default:
      return true;
  }
};

function ItemMenu({
  item,
  onAction,
  offered,
}: {
  item: StorageItem;
  onAction: (action: ItemAction, item: StorageItem) => void;
  offered: readonly ItemAction[];
}) {
  const { t } = useTranslation();
  const actions: MenuAction[] = offered
    .filter((action) => offers(item, action))
    .map((action) => ({
      key: action,
      label: t(`storage.actions.${action}`),
      onSelect: () => onAction(action, item),
    }));
  return (
    <ActionMenu
      trigger={<MoreIcon />}
      triggerLabel={t('storage.actions.menu', { name: item.name })}
      triggerClassName={styles.iconButton}
      actions={actions}
    />
  );
}

function ItemName({
  item,
  onAction,
}: {
  item: StorageItem;
  onAction: (action: ItemAction, item: StorageItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.itemName}
      title={item.name}
      onClick={() => onAction('open', item)}
    >
      <span className={`${styles.itemIcon} ${styles[itemKind(item)]}`}>
        <ItemIcon kind={itemKind(item)} />
      </span>
      <span className={styles.itemText}>{item.name}</span>
      <span className="visually-hidden">{` (${t(`storage.kinds.${itemKind(item)}`)})`}</span>
    </button>
  );
}

/**
 * The open folder's items as cards (grid) or as a table with name, creation date and size
 * (workspace spec, "Storage screen"). Folders open in place; files open their display link.
 */
export function StorageItems({
  items,
  view,
  onAction,
  offered = ACTIONS,
}: {
  items: StorageItem[];
  view: StorageView;
  onAction: (action: ItemAction, item: StorageItem) => void;
  /** The actions each item's menu may offer (a visitor of a public folder only opens and downloads). */
  offered?: readonly ItemAction[];
}) {
  const { t, i18n } = useTranslation();
  const size = (item: StorageItem) => (item.is_directory ? '—' : formatSize(item.size, i18n.language));

  if (view === 'grid') {
    return (
      <ul className={styles.grid} aria-label={t('storage.items')}>
        {items.map((item) => (
          <li key={item.id} className={styles.card}>
            <ItemName item={item} onAction={onAction} />
            <div className={styles.cardFooter}>
              <span className={styles.muted}>{size(item)}</span>
              <ItemMenu item={item} onAction={onAction} offered={offered} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DataTable
      caption={t('storage.items')}
      columns={[
        { label: t('storage.columns.name') },
        { label: t('storage.columns.createdAt'), className: styles.wideOnly },
        { label: t('storage.columns.size') },
      ]}
      actionsLabel={t('storage.columns.actions')}
      wrapClassName={styles.tableWrap}
      className={styles.table}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td className={styles.nameCell}>
            <ItemName item={item} onAction={onAction} />
          </td>
          <td className={styles.wideOnly}>{formatDate(item.created_at, i18n.language)}</td>
          <td className={styles.sizeCell}>{size(item)}</td>
          <td className={styles.actionsCell}>
            <ItemMenu item={item} onAction={onAction} offered={offered} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
