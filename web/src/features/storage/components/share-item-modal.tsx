import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { PersonLabel } from '../../../components/person-label.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.js';
import {
  useItemsShareMutation,
  useItemsSharesQuery,
  useItemsUnshareMutation,
  useListShareCandidatesQuery,
} from '../api/storage-api.js';
import type { ItemShares, SharePermission, StorageItem } from '../api/storage-types.js';
import styles from './storage.module.css';

/** Workspace spec §9: member searches wait 300 ms. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Shares an item with members of the organization, to read or to edit (`PUT /items/{id}/shares`),
 * and takes a share back (`DELETE`). Only the item's creator or the owner may: the server says so.
 */
export function ShareItemModal({ item, onClose }: { item: StorageItem; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [permission, setPermission] = useState<SharePermission>('read');
  // What the last change answered; before any, who the item is shared with already.
  const [changed, setShares] = useState<ItemShares['data'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const existing = useItemsSharesQuery({ id: item.id });
  const shares = changed ?? existing.data?.data ?? [];
  const notAllowed = statusOf(existing.error) === 403;
  const members = useListShareCandidatesQuery(q, { skip: notAllowed });
  const [share, sharing] = useItemsShareMutation();
  const [unshare] = useItemsUnshareMutation();
  // Names seen in any search stay known, so a share keeps its name when the search changes.
  const [known, setKnown] = useState<Record<string, string>>({});
  const seen = members.data?.data ?? [];
  if (seen.some((member) => known[member.id] !== member.name))
    setKnown((current) => ({
      ...current,
      ...Object.fromEntries(seen.map((member) => [member.id, member.name])),
    }));
  const nameOf = (userId: string) => known[userId] ?? userId;

  const failed = (error: unknown) => {
    const status = statusOf(error);
    if (status === 404) {
      dispatch(alertShown({ kind: 'danger', messageKey: 'storage.errors.notFound' }));
      onClose();
      return;
    }
    const fields = Object.values(fieldErrorsOf(error)).flat();
    setError(fields[0] ?? errorMessageOf(error) ?? t('alerts.generic'));
  };

  const onShare = async (userId: string) => {
    setError(null);
    const result = await share({ id: item.id, body: { users: [{ id: userId, permission }] } });
    if ('error' in result) failed(result.error);
    else setShares(result.data.data);
  };

  const onRemove = async (userId: string) => {
    setError(null);
    const result = await unshare({ id: item.id, body: { users: [userId] } });
    if ('error' in result) failed(result.error);
    else setShares(shares.filter((entry) => entry.user_id !== userId));
  };

  return (
    <Modal
      title={t('storage.share.title', { name: item.name })}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('storage.share.done')}
        </Button>
      }
    >
      {notAllowed ? (
        <p role="alert">{t('storage.share.notAllowed')}</p>
      ) : (
        <div className={styles.form}>
          {shares.length > 0 && (
            <>
              <p className={styles.label}>{t('storage.share.sharedWith')}</p>
              <ul className={styles.shareList} aria-label={t('storage.share.sharedWith')}>
                {shares.map((entry) => (
                  <li key={entry.user_id} className={styles.shareEntry}>
                    <span>
                      {nameOf(entry.user_id)} — {t(`storage.share.${entry.permission}`)}
                    </span>
                    <Button
                      variant="secondary"
                      onClick={() => void onRemove(entry.user_id)}
                      aria-label={t('storage.share.remove', { name: nameOf(entry.user_id) })}
                    >
                      {t('storage.share.removeShort')}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <label htmlFor={searchId} className={styles.label}>
            {t('storage.share.search')}
          </label>
          <input
            id={searchId}
            className={styles.input}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <fieldset>
            <legend className={styles.label}>{t('storage.share.permission')}</legend>
            {(['read', 'edit'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="permission"
                  value={value}
                  checked={permission === value}
                  onChange={() => setPermission(value)}
                />{' '}
                {t(`storage.share.${value}`)}
              </label>
            ))}
          </fieldset>
          {error && (
            <p className={styles.fieldError} role="alert">
              {error}
            </p>
          )}
          {members.error ? (
            <p>{t('storage.share.noMembers')}</p>
          ) : (
            <ul className={styles.shareList} aria-label={t('storage.share.members')}>
              {members.data?.data.map((member) => (
                <li key={member.id} className={styles.shareCandidate}>
                  <PersonLabel
                    person={member}
                    size={28}
                    className={styles.sharePerson}
                    mutedClassName={styles.muted}
                  />
                  <Button
                    variant="secondary"
                    disabled={sharing.isLoading}
                    onClick={() => void onShare(member.id)}
                    aria-label={t('storage.share.add', { name: member.name })}
                  >
                    {t('storage.share.addShort')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
