import { useCallback, useEffect, useRef, useState } from 'react';

import { statusOf } from '../../../app/base-query.js';
import type { RecipientView } from '../../../lib/envelopes/recipient-view.js';
import {
  useActMutation,
  type useGetSigningViewQuery,
  type QualifiedProof,
} from '../api/signing-viewer-api.js';
import type { Outcome } from '../components/viewer-modals.js';
import type { ClosedLink } from '../utils/closed-link.js';
import { currentPosition } from '../utils/current-position.js';

/**
 * The recipient's action and its outcome (spec §4, step 3): a 202 means accepted, and the view is
 * read again until the recipient is done, failed or the link closed because the envelope ended.
 */
export function useRecipientAction({
  token,
  view,
  query,
  awaiting,
  setAwaiting,
  setSettled,
  closedLink,
}: {
  token: string;
  view: RecipientView;
  query: ReturnType<typeof useGetSigningViewQuery>;
  awaiting: boolean;
  setAwaiting: (value: boolean) => void;
  setSettled: (value: boolean) => void;
  closedLink: ClosedLink;
}) {
  const me = view.recipient;
  const [act, acting] = useActMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const actedAt = useRef(0);
  // A viewer (carbon copy) confirms they follow the envelope: they signed nothing.
  const finalOutcome: Outcome =
    me.action === 'approve' ? 'approved' : me.action === 'follow' ? 'followed' : 'done';

  /** The failure modal, with a message of its own when there is one. */
  const fail = useCallback((message: string | null = null) => {
    setFailureMessage(message);
    setOutcome('failed');
  }, []);
  /** The link is done with: nothing more to do through it. */
  const settle = (value: Outcome) => {
    setSettled(true);
    setOutcome(value);
  };

  /** Acts (with a qualified signer's proof); false when the call itself failed. */
  const runAct = async (proof?: QualifiedProof): Promise<boolean> => {
    setOutcome(null);
    setFailureMessage(null);
    const position = await currentPosition();
    actedAt.current = Date.now();
    const result = await act({ token, ...position, ...proof });
    if ('error' in result) {
      if (await closedLink(result.error)) return false;
      setOutcome('failed');
      return false;
    }
    if (result.data.status === 202) {
      setAwaiting(true);
      setOutcome('requestSent');
      void query.refetch();
      return true;
    }
    if (result.data.envelope_state === 'halted') setOutcome('failed');
    else settle(finalOutcome);
    return true;
  };

  useEffect(() => {
    if (!awaiting) return;
    if (statusOf(query.error) === 400) {
      setAwaiting(false);
      setSettled(true);
      setOutcome(finalOutcome);
      return;
    }
    if (!query.fulfilledTimeStamp || query.fulfilledTimeStamp < actedAt.current) return;
    const state = view.recipient.state;
    if (view.state === 'halted' || state === 'failed') {
      setAwaiting(false);
      setOutcome('failed');
    } else if (state === 'done' || state === 'following') {
      setAwaiting(false);
      setSettled(true);
      setOutcome(finalOutcome);
    }
  }, [awaiting, query.error, query.fulfilledTimeStamp, view, finalOutcome, setAwaiting, setSettled]);

  return {
    outcome,
    clearOutcome: () => setOutcome(null),
    failureMessage,
    fail,
    settle,
    runAct,
    acting: acting.isLoading,
  };
}
