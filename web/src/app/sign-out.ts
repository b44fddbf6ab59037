import type { Dispatch } from '@reduxjs/toolkit';

import { paths } from '../config/paths.js';
import { accountLanguage } from '../i18n/language-preference.js';
import { fullPageNavigation } from '../lib/full-page-navigation.js';
import { readCookie } from '../lib/read-cookie.js';
import { CSRF_COOKIE } from './base-query.js';
import { signOutStarted } from './session.slice.js';
import { organizationCleared } from './workspace.slice.js';

/**
 * Signs out (workspace spec §7, logout): forget the stored organization and the account's
 * language (the next visitor of this browser gets their own or the browser's), then post the gateway's
 * sign-out form with the session's CSRF token; the gateway ends the session, revokes the tokens
 * and ends the sign-in at the authorization server, which leads back to sign-in.
 */
export const signOut = (dispatch: Dispatch): void => {
  dispatch(signOutStarted());
  dispatch(organizationCleared());
  accountLanguage.forget();
  fullPageNavigation.post(paths.auth.logout.getHref(), { csrf_token: readCookie(CSRF_COOKIE) ?? '' });
};
