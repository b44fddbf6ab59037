import { CSRF_COOKIE } from '../config/csrf-cookie.js';
import { readCookie } from './read-cookie.js';

/**
 * Whether this browser holds a session: the gateway sets the readable CSRF cookie beside the
 * session cookie at sign-in and clears both at sign-out.
 */
export const hasSession = (): boolean => readCookie(CSRF_COOKIE) !== null;
