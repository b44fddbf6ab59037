import type { AppDispatch } from '../../../app/store.js';
import { signingViewerApi } from './signing-viewer-api.js';

/**
 * Asks for a link's view as soon as its status says the viewer opens, before the viewer has
 * rendered (rendering it first takes a phone a few hundred milliseconds); the viewer's own query
 * then finds the request under way. Returns the release of that request.
 */
export const prefetchSigningView = (dispatch: AppDispatch, token: string): (() => void) => {
  const request = dispatch(signingViewerApi.endpoints.getSigningView.initiate(token));
  return () => request.unsubscribe();
};
