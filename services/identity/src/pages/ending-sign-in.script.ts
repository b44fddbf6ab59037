/**
 * The one script the sign-in pages run, served as a file (their policy allows scripts from their
 * own origin only, never inline): it sends the sign-out form of the page that loads it, so
 * finishing a sign-out needs no click. Without scripts the form's button does the same.
 */
export const ENDING_SIGN_IN_SCRIPT = "document.getElementById('op.logoutForm').submit();\n";

/** Where it is served, under the authorization server's path (`/oidc`). */
export const ENDING_SIGN_IN_SCRIPT_PATH = '/assets/sign-out.js';
