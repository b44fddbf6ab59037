import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import {
  LinkClosedContext,
  type ExplainClosedLink,
  type LinkSender,
} from '../../../lib/envelopes/link-closed.js';
import { usePublicStatusQuery, type LinkStatusKind } from '../api/link-status-api.js';
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
 * before. A link that dies while its page is open (the sender cancels the envelope or changes the
 * recipient, the deadline passes) is explained the same way when the page reports it.
 */
export function LinkGate({ page, children }: { page: 'viewer' | 'download'; children: ReactNode }) {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const query = usePublicStatusQuery({ token });
  const { refetch } = query;
  const [opened, setOpened] = useState(false);
  const [closed, setClosed] = useState<{ sender?: LinkSender } | null>(null);
  const explain: ExplainClosedLink = useCallback(
    async (sender) => {
      const answer = await refetch();
      // Still open: the refusal was about something else, and the page shows it itself.
      if (!answer.data || OPENS[page].has(answer.data.status)) return false;
      setOpened(false);
      setClosed({ sender });
      return true;
    },
    [refetch, page],
  );
  if (query.isLoading) return <p className={styles.loading}>{t('common.loading')}</p>;
  if (!query.data || opened || OPENS[page].has(query.data.status))
    return <LinkClosedContext.Provider value={explain}>{children}</LinkClosedContext.Provider>;
  // A live link whose recipient has acted still shows the envelope (read-only) when asked.
  const canOpen = page === 'viewer' && query.data.status === 'acted' && !closed;
  return (
    <LinkStatusView
      status={query.data}
      closed={closed}
      onOpen={canOpen ? () => setOpened(true) : undefined}
    />
  );
}
