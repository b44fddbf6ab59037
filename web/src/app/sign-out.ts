import type { Dispatch } from '@reduxjs/toolkit';

import { paths } from '../config/paths.js';
import { fullPageNavigation } from '../lib/full-page-navigation.js';
import { signOutStarted } from './session.slice.js';
import { organizationCleared } from './workspace.slice.js';

/**
 * Signs out (workspace spec §7, logout): forget the stored organization, then let the gateway end
 * the session, revoke the tokens and end the sign-in at the authorization server.
 */
export const signOut = (dispatch: Dispatch): void => {
  dispatch(signOutStarted());
  dispatch(organizationCleared());
  fullPageNavigation.assign(paths.auth.logout.getHref());
};
