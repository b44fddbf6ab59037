/** Set by the gateway at sign-in; readable by scripts so its value can be echoed in X-CSRF-Token. */
export const CSRF_COOKIE = 'rubrica_csrf';
