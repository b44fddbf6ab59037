import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useParams } from 'react-router';

import { linkStatusApi } from '../features/link-status/api/link-status-api.js';
import { hasSession } from '../lib/has-session.js';
import type { AppStore } from './store.js';

/**
 * Beside a signing link's gate (LinkGate): the moment the link's status answers that the viewer
 * opens (open, or no status to be had), the viewer's view is asked for, straight from the store's
 * update rather than after the viewer's first render. Never for a link the gate keeps closed. Not
 * for a signed-in member, whose view follows the workspace the business area selects first. Its
 * module comes with the viewer's chunk, which the route is already loading. Renders nothing.
 */
export function LinkViewPrefetch() {
  const { token = '' } = useParams();
  const store = useStore() as AppStore;
  useEffect(() => {
    if (hasSession()) return;
    const status = linkStatusApi.endpoints.publicStatus.select({ token });
    let stopped = false;
    let stopListening = () => {};
    let release: (() => void) | null = null;
    void import('../features/signing-viewer/api/prefetch-signing-view.js').then(({ prefetchSigningView }) => {
      if (stopped) return;
      const prefetchOnceOpen = () => {
        const answer = status(store.getState());
        if (release || !(answer.isError || answer.data?.status === 'open')) return;
        release = prefetchSigningView(store.dispatch, token);
        stopListening();
      };
      stopListening = store.subscribe(prefetchOnceOpen);
      prefetchOnceOpen();
    });
    return () => {
      stopped = true;
      stopListening();
      release?.();
    };
  }, [store, token]);
  return null;
}
