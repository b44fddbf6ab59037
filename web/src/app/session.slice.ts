import { createSlice } from '@reduxjs/toolkit';

/** What the API told the app about the signed-in account that the account data may not show yet. */
export interface SessionState {
  /** Set when a call was refused with 'Your email address is not verified'. */
  emailVerificationRequired: boolean;
  /** The browser is leaving to sign out: nothing may pick an organization again meanwhile. */
  signingOut: boolean;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ emailVerificationRequired: false, signingOut: false }),
  reducers: {
    emailVerificationRequired(state) {
      state.emailVerificationRequired = true;
    },
    emailVerificationSettled(state) {
      state.emailVerificationRequired = false;
    },
    signOutStarted(state) {
      state.signingOut = true;
    },
  },
  selectors: {
    selectEmailVerificationRequired: (state) => state.emailVerificationRequired,
    selectSigningOut: (state) => state.signingOut,
  },
});

export const { emailVerificationRequired, emailVerificationSettled, signOutStarted } = sessionSlice.actions;
export const { selectEmailVerificationRequired, selectSigningOut } = sessionSlice.selectors;
