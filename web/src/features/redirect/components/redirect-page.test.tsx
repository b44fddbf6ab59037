import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  BusinessArea,
  BusinessHome,
  CheckerPage,
  DashboardPage,
  DownloadPage,
  EnvelopeDetailPage,
  InvitationPage,
  SigningViewerPage,
} from '../../../app/lazy-pages.js';
import { fakeApi, signedInApi } from '../../../testing/fake-api.js';
import { preloadPages } from '../../../testing/preload-pages.js';
import { renderApp } from '../../../testing/render-app.js';

const landsOn = async (address: string, expected: string) => {
  const { router } = renderApp(address);
  await waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected),
  );
};

// The pages these addresses open load on demand; loaded here first, so none is still arriving
// when the test environment is torn down (an unhandled error that fails the whole run).
preloadPages(BusinessArea, BusinessHome, DashboardPage, EnvelopeDetailPage, InvitationPage);
preloadPages(CheckerPage, DownloadPage, SigningViewerPage);

describe('redirect entry (/_redirect)', () => {
  it('show_recipient_action opens the signing viewer of the token', async () => {
    fakeApi({});
    await landsOn('/_redirect?action=show_recipient_action&token=tok-1', '/business/envelopes/viewer/tok-1');
  });

  it('show_recipient_envelope_completed opens the download page of the token', async () => {
    fakeApi({});
    await landsOn(
      '/_redirect?action=show_recipient_envelope_completed&token=tok-2',
      '/business/envelopes/download/tok-2',
    );
  });

  it('organization_invitation_accept opens the invitation page with its token and e-mail', async () => {
    signedInApi({ routes: { 'GET /api/organizations/invitations/inv-1': 'never' } });
    await landsOn(
      '/_redirect?action=organization_invitation_accept&token=inv-1&email=ana%40example.com',
      '/business/invitation?token=inv-1&email=ana%40example.com',
    );
  });

  it('validate_document opens the public verifier with the code as its token', async () => {
    fakeApi({ 'POST /api/p/envelopes/documents/validate': 'never' });
    await landsOn('/_redirect?action=validate_document&code=ABC123', '/public/checker?token=ABC123');
  });

  it.each(['show_envelope', 'show_envelope_completed'])('%s opens the envelope details', async (action) => {
    signedInApi({ routes: { 'GET /api/envelopes/env-9': 'never' } });
    await landsOn(`/_redirect?action=${action}&id=env-9`, '/business/documents/info/env-9');
  });

  it('an unknown action falls back to the dashboard (the app has no /home)', async () => {
    signedInApi();
    await landsOn('/_redirect?action=something_else', '/business/dashboard');
  });

  it('an action without the parameter it needs falls back to the dashboard', async () => {
    signedInApi();
    await landsOn('/_redirect?action=show_recipient_action', '/business/dashboard');
  });
});
