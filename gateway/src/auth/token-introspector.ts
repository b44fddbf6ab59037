import { createHash } from 'node:crypto';
import { isApiScope } from '@rubrica/gateway-identity';
import type { Principal } from './authenticator.js';
import type { Introspection } from './identity-oidc.js';
import { TtlCache } from './ttl-cache.js';

export interface TokenIntrospectorOptions {
  /** Clients whose tokens are not limited by scopes (the SPA's own, `WEB_CLIENT_ID`). */
  unscopedClients?: readonly string[];
  /** Longest time an active answer is reused, whatever the token's own expiry (seconds). */
  maxCacheSeconds?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Claims identity adds to client-credentials tokens: the app's owner and organization. */
const USER_CLAIM = 'rubrica_user_id';
const ORGANIZATION_CLAIM = 'rubrica_organization_id';
/** The API scopes of a client-credentials token: what its app's registration allows (identity sets it). */
const SCOPE_CLAIM = 'rubrica_scope';
/** Set on tokens of apps still in the sandbox. */
const SANDBOX_CLAIM = 'rubrica_sandbox';

const stringClaim = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Who an active access token speaks for; null when it speaks for nobody the gateway knows.
 * Tokens of `unscopedClients` (the SPA's own client, whose tokens stand for its session) act with
 * the user's permissions alone; every other token only with the API scopes it carries.
 */
export function principalFromIntrospection(
  answer: Introspection,
  unscopedClients: ReadonlySet<string> = new Set(),
): Principal | null {
  // Refresh tokens introspect active too, but they are not for calling APIs.
  if (!answer.active || answer.token_type?.toLowerCase() !== 'bearer') return null;
  const clientId = stringClaim(answer.client_id);
  const sandbox = answer[SANDBOX_CLAIM] === 'true' ? { sandbox: true } : {};
  // Every bearer token is scoped: only the API scopes it carries open routes (none at all for a
  // token that asked for `openid` alone).
  const scopes = unscopedClients.has(clientId ?? '')
    ? undefined
    : (stringClaim(answer[SCOPE_CLAIM]) ?? stringClaim(answer.scope) ?? '').split(' ').filter(isApiScope);
  const organizationId = stringClaim(answer[ORGANIZATION_CLAIM]);
  // An app acting for a user (authorization code): the user is the subject, inside the
  // organization the user chose when consenting.
  const subject = stringClaim(answer.sub);
  if (subject)
    return { userId: subject, clientId, scopes, ...(organizationId ? { organizationId } : {}), ...sandbox };
  // An app acting for itself (client credentials): its owner, inside its own organization only.
  const userId = stringClaim(answer[USER_CLAIM]);
  if (!userId || !organizationId) return null;
  return { userId, clientId, organizationId, ...(scopes ? { scopes } : {}), ...sandbox };
}

/** How a token is named in the cache and in identity's revocation events: SHA-256, base64url. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Validates bearer tokens by asking identity (RFC 7662) and remembers active answers until the
 * token expires or `maxCacheSeconds` pass, whichever is first. Identity's revocation events drop
 * answers at once (`forgetToken`, `forgetUser`, `forgetClient`); the time limit only bounds an
 * event that was missed. Inactive answers are not remembered. Keys are token hashes, never tokens.
 */
export class TokenIntrospector {
  private readonly cache: TtlCache<string, Principal>;
  private readonly maxCacheMs: number;
  private readonly now: () => number;
  private readonly unscopedClients: ReadonlySet<string>;

  constructor(
    private readonly introspect: (token: string) => Promise<Introspection>,
    options: TokenIntrospectorOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.unscopedClients = new Set(options.unscopedClients ?? []);
    this.maxCacheMs = (options.maxCacheSeconds ?? 60) * 1000;
    this.cache = new TtlCache(options.maxEntries ?? 10_000, this.now);
  }

  /** Throws when identity cannot answer; a token it calls inactive is simply null. */
  async principalFor(token: string): Promise<Principal | null> {
    const key = tokenDigest(token);
    const cached = this.cache.get(key);
    if (cached) return { ...cached };
    const answer = await this.introspect(token);
    const principal = principalFromIntrospection(answer, this.unscopedClients);
    if (!principal) return null;
    const untilExpiry = typeof answer.exp === 'number' ? answer.exp * 1000 - this.now() : this.maxCacheMs;
    this.cache.set(key, principal, Math.min(untilExpiry, this.maxCacheMs));
    return { ...principal };
  }

  /** The token with this digest was revoked. */
  forgetToken(digest: string): void {
    this.cache.delete(digest);
  }

  /** Every token of the user was revoked (password changed or reset). */
  forgetUser(userId: string): void {
    this.cache.deleteWhere((_, principal) => principal.userId === userId);
  }

  /** Every token of the client was revoked (app deleted, secret replaced). */
  forgetClient(clientId: string): void {
    this.cache.deleteWhere((_, principal) => principal.clientId === clientId);
  }

  /** Revocation events may have been missed. */
  forgetAll(): void {
    this.cache.clear();
  }
}
