import { createHash } from 'node:crypto';
import type { Principal } from './authenticator.js';
import type { Introspection } from './identity-oidc.js';
import { TtlCache } from './ttl-cache.js';

export interface TokenIntrospectorOptions {
  /** Longest time an active answer is reused, whatever the token's own expiry (seconds). */
  maxCacheSeconds?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Claims identity adds to client-credentials tokens: the app's owner and organization. */
const USER_CLAIM = 'rubrica_user_id';
const ORGANIZATION_CLAIM = 'rubrica_organization_id';
/** Set on tokens of apps still in the sandbox. */
const SANDBOX_CLAIM = 'rubrica_sandbox';

const stringClaim = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Who an active access token speaks for; null when it speaks for nobody the gateway knows. */
export function principalFromIntrospection(answer: Introspection): Principal | null {
  // Refresh tokens introspect active too, but they are not for calling APIs.
  if (!answer.active || answer.token_type?.toLowerCase() !== 'bearer') return null;
  const clientId = stringClaim(answer.client_id);
  const sandbox = answer[SANDBOX_CLAIM] === 'true' ? { sandbox: true } : {};
  // An app acting for a user (authorization code): the user is the subject, in any organization
  // the request names.
  const subject = stringClaim(answer.sub);
  if (subject) return { userId: subject, clientId, ...sandbox };
  // An app acting for itself (client credentials): its owner, inside its own organization only.
  const userId = stringClaim(answer[USER_CLAIM]);
  const organizationId = stringClaim(answer[ORGANIZATION_CLAIM]);
  if (!userId || !organizationId) return null;
  return { userId, clientId, organizationId, ...sandbox };
}

/**
 * Validates bearer tokens by asking identity (RFC 7662) and remembers active answers until the
 * token expires or `maxCacheSeconds` pass, whichever is first, so a revoked token stops working
 * within that time. Inactive answers are not remembered. Keys are token hashes, never tokens.
 */
export class TokenIntrospector {
  private readonly cache: TtlCache<string, Principal>;
  private readonly maxCacheMs: number;
  private readonly now: () => number;

  constructor(
    private readonly introspect: (token: string) => Promise<Introspection>,
    options: TokenIntrospectorOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.maxCacheMs = (options.maxCacheSeconds ?? 60) * 1000;
    this.cache = new TtlCache(options.maxEntries ?? 10_000, this.now);
  }

  /** Throws when identity cannot answer; a token it calls inactive is simply null. */
  async principalFor(token: string): Promise<Principal | null> {
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = this.cache.get(key);
    if (cached) return { ...cached };
    const answer = await this.introspect(token);
    const principal = principalFromIntrospection(answer);
    if (!principal) return null;
    const untilExpiry = typeof answer.exp === 'number' ? answer.exp * 1000 - this.now() : this.maxCacheMs;
    this.cache.set(key, principal, Math.min(untilExpiry, this.maxCacheMs));
    return { ...principal };
  }
}
