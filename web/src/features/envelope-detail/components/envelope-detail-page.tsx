import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { useCurrentUser } from '../../../app/use-current-user.js';
import { paths } from '../../../config/paths.js';
import { useEnvelopesGetQuery, usePublicViewQuery } from '../api/envelope-detail-api.js';
import styles from './envelope-detail.module.css';
import { EnvelopeDetailView } from './envelope-detail-view.js';
import { ErrorModal } from './error-modal.js';

/**
 * Envelope detail (spec §2): /business/documents/info/{id} is the sender's view by id;
 * /business/documents/info/{id}/{token} a recipient's view through their action token.
 */
export function EnvelopeDetailPage() {
  const { id = '', token } = useParams();
  return token ? <RecipientDetail token={token} /> : <SenderDetail id={id} />;
}

function SenderDetail({ id }: { id: string }) {
  const query = useEnvelopesGetQuery({ id, extended: true });
  const { data: user } = useCurrentUser();
  useLoadFailure(query.error, false);
  const envelope = query.data;
  if (!envelope) return <Loading failed={query.isError} error={query.error} back="sent" />;
  // Spec §6: the sender's view is matched by the sender's e-mail.
  const isSender =
    !envelope.sender || envelope.sender.email.toLowerCase() === (user?.email ?? '').toLowerCase();
  return (
    <EnvelopeDetailView envelope={envelope} viewer={isSender ? { kind: 'sender' } : { kind: 'member' }} />
  );
}

function RecipientDetail({ token }: { token: string }) {
  const query = usePublicViewQuery({ token });
  useLoadFailure(query.error, true);
  const view = query.data;
  if (!view) return <Loading failed={query.isError} error={query.error} back="inbox" />;
  const { recipient, ...envelope } = view;
  return (
    <EnvelopeDetailView
      envelope={envelope}
      viewer={{ kind: 'recipient', token, recipientId: recipient.id, state: recipient.state }}
    />
  );
}

/**
 * Spec §8: an envelope not found gives a danger alert; an invalid token (400) the 'invalid
 * token' alert and the 404 page.
 */
const useLoadFailure = (error: unknown, byToken: boolean) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = statusOf(error);
  useEffect(() => {
    if (!error) return;
    if (status === 404) dispatch(alertShown({ kind: 'danger', messageKey: 'envelopeDetail.notFound' }));
    if (status === 400 && byToken) {
      dispatch(alertShown({ kind: 'danger', messageKey: 'envelopeDetail.invalidToken' }));
      navigate(paths.notFound.getHref(), { replace: true });
    }
  }, [error, status, byToken, dispatch, navigate]);
};

/**
 * While the envelope loads, then, when it cannot be shown, a card saying so with the way back to
 * the list it came from (the danger alert of useLoadFailure stands above it, and on a phone covers
 * the top of the page, so the card is what the page shows).
 */
function Loading({ failed, error, back }: { failed: boolean; error: unknown; back: 'sent' | 'inbox' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(false);
  const status = statusOf(error);
  if (!failed) return <p className={styles.loading}>{t('common.loading')}</p>;
  const handled = status === 404 || status === 400 || status === 401 || status === 403;
  return (
    <>
      <section className={styles.unavailable}>
        <p>{t('envelopeDetail.unavailable')}</p>
        <Link to={paths.business.documents[back].getHref()}>
          {t(back === 'sent' ? 'envelopeDetail.backToSent' : 'envelopeDetail.backToInbox')}
        </Link>
      </section>
      {!handled && !dismissed && (
        <ErrorModal
          message={errorMessageOf(error)}
          onClose={() => {
            setDismissed(true);
            navigate(paths.business.documents.inbox.getHref());
          }}
        />
      )}
    </>
  );
}
