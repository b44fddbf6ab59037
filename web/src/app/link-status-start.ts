import { linkStatusApi } from '../features/link-status/api/link-status-api.js';
import { signingLinkToken } from './signing-link-token.js';
import type { AppStore } from './store.js';

/**
 * At start-up, on a signing link opened without a session: asks for the link's status before the
 * interface language's catalogue has arrived and React has rendered (on a phone that is a few
 * hundred milliseconds); the gate's own query (LinkGate) then finds the answer, or the request
 * under way. When the viewer opens (the same rule as link-view-prefetch.tsx, which stays for a
 * link opened by navigation), its view is asked for as soon as the status answers, before the
 * viewer renders. Each start-up subscription ends once its request has answered; the cache keeps
 * the answer for the page as for any unused query. Anywhere else, nothing.
 */
export const startLinkStatus = (store: AppStore, pathname: string): void => {
  const token = signingLinkToken(pathname);
  if (!token) return;
  // The view's endpoint, imported beside the status request (its chunk is preloaded): once the
  // status answers, the view's request leaves in the same turn, not after the first render's work.
  const viewApi = import('../features/signing-viewer/api/signing-viewer-api.js');
  const request = store.dispatch(linkStatusApi.endpoints.publicStatus.initiate({ token }));
  void Promise.all([request, viewApi]).then(([answer, { signingViewerApi }]) => {
    request.unsubscribe();
    // The viewer opens (open, or no status to be had): its view too, as LinkViewPrefetch asks it.
    if (!(answer.isError || answer.data?.status === 'open')) return;
    const view = store.dispatch(signingViewerApi.endpoints.getSigningView.initiate(token));
    void view.then(() => view.unsubscribe());
  });
};
