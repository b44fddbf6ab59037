import { Navigate, useParams } from 'react-router';

import { paths, SENT_STATES, type SentState } from '../../../config/paths.js';

const LIST_STATUSES = ['pending', 'in-transit', 'completed', 'cancelled', 'expired', 'rejected'];

/**
 * /business/documents/{status} (spec §2): the list filter statuses (draft, pending, completed,
 * cancelled, expired, rejected) land on the tab that shows them; 'pending' is in-transit.
 */
export function DocumentsStatusRedirect() {
  const { status = '' } = useParams();
  if (status === 'draft') return <Navigate replace to={paths.business.documents.draft.getHref()} />;
  if (status === 'template') return <Navigate replace to={paths.business.documents.template.getHref()} />;
  if (!LIST_STATUSES.includes(status)) return <Navigate replace to={paths.notFound.getHref()} />;
  const state = status === 'pending' ? 'in-transit' : status;
  const sent = (SENT_STATES as readonly string[]).includes(state) ? (state as SentState) : undefined;
  return <Navigate replace to={paths.business.documents.sent.getHref(sent)} />;
}
