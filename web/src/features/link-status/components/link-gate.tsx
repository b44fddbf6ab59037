import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useGetLinkStatusQuery, type LinkStatusKind } from '../api/link-status-api.js';
import { LinkStatusView } from './link-status-view.js';
import styles from './link-status.module.css';

/** What each token page shows itself; any other status gets the page that explains the link. */
const OPENS: Record<'viewer' | 'download', ReadonlySet<LinkStatusKind>> = {
  viewer: new Set(['open']),
  download: new Set(['completed']),
};

/**
 * Stands before the token pages (signing viewer, download page): a link that can no longer do
 * what its page is for (used, envelope ended, mangled) says what happened instead of opening a
 * page that would only answer "invalid token". If the status cannot be had, the page opens as
 * before.
 */
export function LinkGate({ page, children }: { page: 'viewer' | 'download'; children: ReactNode }) {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const query = useGetLinkStatusQuery(token);
  const [opened, setOpened] = useState(false);
  if (query.isLoading) return <p className={styles.loading}>{t('common.loading')}</p>;
  if (!query.data || opened || OPENS[page].has(query.data.status)) return <>{children}</>;
  // A live link whose recipient has acted still shows the envelope (read-only) when asked.
  const canOpen = page === 'viewer' && query.data.status === 'acted';
  return <LinkStatusView status={query.data} onOpen={canOpen ? () => setOpened(true) : undefined} />;
}
