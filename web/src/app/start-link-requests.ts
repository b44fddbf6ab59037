import { startEarlyRequest } from './early-requests.js';

/**
 * A signing link's status, and its view when the viewer opens (open, or no status to be had: the
 * rule of link-status-start.ts and LinkGate), asked for as the app's endpoints ask them
 * (publicStatus, getSigningView), before the app has arrived; each answer waits for the app's
 * own request (early-requests.ts).
 */
export const startLinkRequests = (token: string, language: string): void => {
  const recipient = `/api/p/envelopes/recipients/${encodeURIComponent(token)}`;
  void startEarlyRequest(`${recipient}/status`, language)
    .then(async (answer) => {
      if (!answer.ok) return true;
      // As the app reads it: an empty body is no status, and no error.
      const text = await answer.clone().text();
      return text !== '' && (JSON.parse(text) as { status?: unknown } | null)?.status === 'open';
    })
    .catch(() => true)
    .then((opens) => {
      if (opens) startEarlyRequest(recipient, language).catch(() => undefined);
    });
};
