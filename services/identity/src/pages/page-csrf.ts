import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Cookie of the signed double-submit token guarding the forms of the account pages. */
export const CSRF_COOKIE = 'rubrica_form_csrf';
/** The form field carrying the same token back. */
export const CSRF_FIELD = '_csrf';

/**
 * Signed double-submit tokens: a random nonce and its HMAC travel both in a cookie (httpOnly,
 * SameSite=Lax, path /oidc) and in a hidden form field; a post is accepted only when both are
 * present, equal and signed by one of our keys. Another site cannot read the cookie to copy it
 * into its form, and cannot plant a cookie of its own that we would accept (it is signed).
 */
export class PageCsrf {
  private readonly keys: Buffer[];

  constructor(secrets: string[]) {
    if (!secrets.length) throw new Error('PageCsrf needs at least one key');
    // Derived, so the cookie-signing keys themselves are never used for anything else.
    this.keys = secrets.map((secret) => createHmac('sha256', secret).update('rubrica-page-csrf').digest());
  }

  /** A fresh token (nonce + signature with the first key). */
  mint(): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.sign(nonce, this.keys[0]!)}`;
  }

  /** True when `token` is well formed and signed by one of the keys. */
  isGenuine(token: string | undefined): token is string {
    if (!token) return false;
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined) return false;
    return this.keys.some((key) => safeEqual(this.sign(nonce, key), signature));
  }

  /** The check a form post must pass: cookie and field equal, and genuine. */
  verify(cookieToken: string | undefined, formToken: unknown): boolean {
    if (typeof formToken !== 'string' || !cookieToken) return false;
    return safeEqual(cookieToken, formToken) && this.isGenuine(cookieToken);
  }

  private sign(nonce: string, key: Buffer): string {
    return createHmac('sha256', key).update(nonce).digest('base64url');
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
