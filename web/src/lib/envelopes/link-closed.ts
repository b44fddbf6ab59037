import { createContext, useCallback, useContext } from 'react';

import { hasErrorCode, statusOf } from '../../app/base-query.js';

/** Who sent the envelope, for the "ask the sender" line of a closed link's page. */
export interface LinkSender {
  name?: string | null;
  email?: string | null;
}

/**
 * Asks the page that guards a token page to explain why its link stopped working (the envelope
 * was cancelled, rejected, completed or expired, or the recipient's link was withdrawn). Resolves
 * true when it will: the caller then shows no error of its own.
 */
export type ExplainClosedLink = (sender?: LinkSender) => Promise<boolean>;

export const LinkClosedContext = createContext<ExplainClosedLink | null>(null);

/** The refusals of a token that no longer opens anything (envelopes and signing services). */
const DEAD_LINK_CODES = ['token.invalid', 'token.not_found', 'signature_profile.invalid_token'];

/** True for the 400 a token call answers once its link is dead. */
export const isDeadLinkError = (error: unknown): boolean =>
  statusOf(error) === 400 && hasErrorCode(error, DEAD_LINK_CODES);

/**
 * For token pages: `(error) => Promise<boolean>`, true when `error` means the link died and the
 * guarding page now explains it; false otherwise (no guard, or the link still works).
 */
export function useClosedLink(sender?: LinkSender | null): (error: unknown) => Promise<boolean> {
  const explain = useContext(LinkClosedContext);
  const name = sender?.name;
  const email = sender?.email;
  return useCallback(
    async (error: unknown) => (explain && isDeadLinkError(error) ? explain({ name, email }) : false),
    [explain, name, email],
  );
}
