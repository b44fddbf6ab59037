import { appendOutboxEvent } from '@rubrica/service-kit';
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { timestampNow } from '@rubrica/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { InjectIdentityConfig } from '../identity-config.module.js';
import type { IdentityConfig } from '../identity.config.js';
import { isSealed, StorageCipher } from './storage-cipher.js';

const SIGNING_KEYS_KIND = 'SigningKeySet';
const SIGNING_KEYS_ID = 'current';
const CLEANUP_BATCH = 1_000;
const REVOKED = 'rubrica.identity.credentials.revoked';
/** Kinds whose id is a bearer access token the gateway may have cached an answer for. */
const ACCESS_TOKEN_KINDS: ReadonlySet<string> = new Set(['AccessToken', 'ClientCredentials']);

/** How the gateway names a token in its cache (and the only form a token leaves identity in). */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** What ended early, for the gateway (`rubrica.identity.credentials.revoked`). */
interface Revocation {
  userId?: string;
  clientId?: string;
}

/** A private JSON Web Key (the provider publishes its public half at /oidc/jwks). */
export type PrivateJwk = Record<string, unknown> & { kid: string; kty: string };

/**
 * Kinds whose id is kept as it is: a grant's id is a reference other rows carry (knowing it grants
 * nothing), and the signing key set has a fixed name. Every other id (session cookie, interaction,
 * code, access and refresh token...) is a bearer secret and is kept only as its digest.
 */
const PLAIN_ID_KINDS: ReadonlySet<string> = new Set(['Grant', SIGNING_KEYS_KIND]);

/**
 * The authorization server's state in table `oidc_models`: one row per model instance (session,
 * interaction, grant, code, token...) keyed by kind and id, with the lookup columns the provider
 * and revocation query (grant, uid, user code, account, client) and the expiry it asked for.
 *
 * At rest, nothing in it can be used as a credential: ids that are bearer secrets and user codes
 * are stored as SHA-256 digests, and every payload (which repeats the id as `jti`, and for an
 * interaction the session cookie) is sealed with AES-256-GCM (`StorageCipher`), the signing key's
 * private half included.
 */
@Injectable()
export class OidcStore {
  private readonly cipher: StorageCipher;
  private readonly firstPartyClientId: string;

  constructor(
    private readonly dataSource: DataSource,
    @InjectIdentityConfig() config: Pick<IdentityConfig, 'OIDC_COOKIE_KEYS' | 'WEB_CLIENT_ID'>,
  ) {
    this.cipher = new StorageCipher(
      config.OIDC_COOKIE_KEYS.split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    );
    this.firstPartyClientId = config.WEB_CLIENT_ID;
  }

  async upsert(
    kind: string,
    id: string,
    payload: Record<string, unknown>,
    expiresIn?: number,
  ): Promise<void> {
    const storedId = storedIdOf(kind, id);
    const userCode = stringOrNull(payload.userCode);
    await this.dataSource.query(
      `INSERT INTO oidc_models (kind, id, payload, grant_id, user_code, uid, account_id, client_id, expires_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8,
               CASE WHEN $9::double precision IS NULL THEN NULL
                    ELSE now() + make_interval(secs => $9::double precision) END)
       ON CONFLICT (kind, id) DO UPDATE
         SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code,
             uid = EXCLUDED.uid, account_id = EXCLUDED.account_id, client_id = EXCLUDED.client_id,
             expires_at = EXCLUDED.expires_at`,
      [
        kind,
        storedId,
        JSON.stringify(this.cipher.seal(payload, `${kind}:${storedId}`)),
        stringOrNull(payload.grantId) ?? this.firstPartyGrantOf(kind, payload),
        userCode === null ? null : tokenDigest(userCode),
        stringOrNull(payload.uid),
        stringOrNull(payload.accountId),
        stringOrNull(payload.clientId),
        typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? expiresIn : null,
      ],
    );
  }

  find(kind: string, id: string): Promise<Record<string, unknown> | undefined> {
    return this.findWhere(kind, 'id', storedIdOf(kind, id));
  }

  findByUid(kind: string, uid: string): Promise<Record<string, unknown> | undefined> {
    return this.findWhere(kind, 'uid', uid);
  }

  findByUserCode(kind: string, userCode: string): Promise<Record<string, unknown> | undefined> {
    return this.findWhere(kind, 'user_code', tokenDigest(userCode));
  }

  async consume(kind: string, id: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE oidc_models SET consumed_at = now() WHERE kind = $1 AND id = $2 AND consumed_at IS NULL',
      [kind, storedIdOf(kind, id)],
    );
  }

  async destroy(kind: string, id: string): Promise<void> {
    await this.deleteAndAnnounce('DELETE FROM oidc_models WHERE kind = $1 AND id = $2', [
      kind,
      storedIdOf(kind, id),
    ]);
  }

  async revokeByGrantId(kind: string, grantId: string): Promise<void> {
    await this.deleteAndAnnounce('DELETE FROM oidc_models WHERE kind = $1 AND grant_id = $2', [
      kind,
      grantId,
    ]);
  }

  /**
   * A destroyed grant takes with it everything issued under it and, when it was the first-party
   * client's grant, the browser sessions holding it: revoking the SPA's refresh token (sign-out)
   * then also ends the session at the authorization server, so the next sign-in asks for the
   * password again.
   */
  async destroyGrant(grantId: string): Promise<void> {
    // A session's row carries its first-party grant in grant_id, so it goes with the grant.
    await this.deleteAndAnnounce(
      `DELETE FROM oidc_models WHERE grant_id = $1 OR (kind = 'Grant' AND id = $1)`,
      [grantId],
    );
  }

  /**
   * Ends every session of a user and revokes every grant and token issued to them; the gateway
   * hears of it and ends the user's browser sessions there too.
   */
  async revokeAccount(accountId: string): Promise<void> {
    await this.deleteAndAnnounce(
      `DELETE FROM oidc_models
        WHERE account_id = $1
           OR grant_id IN (SELECT id FROM oidc_models WHERE kind = 'Grant' AND account_id = $1)`,
      [accountId],
      { userId: accountId },
    );
  }

  /**
   * Revokes everything issued to a client (its secret was replaced, or the app was deleted):
   * tokens, codes and grants.
   */
  async revokeClient(clientId: string): Promise<void> {
    await this.deleteAndAnnounce(
      `DELETE FROM oidc_models
        WHERE kind IN ('AccessToken', 'ClientCredentials', 'RefreshToken', 'AuthorizationCode', 'Grant')
          AND client_id = $1`,
      [clientId],
      { clientId },
    );
  }

  /** Deletes rows past their expiry, in batches; returns how many went. */
  async deleteExpired(): Promise<number> {
    let total = 0;
    for (;;) {
      const [, deleted] = (await this.dataSource.query(
        `DELETE FROM oidc_models WHERE ctid IN (
           SELECT ctid FROM oidc_models WHERE expires_at < now() LIMIT ${CLEANUP_BATCH})`,
      )) as [unknown, number];
      total += deleted;
      if (deleted < CLEANUP_BATCH) return total;
    }
  }

  /**
   * The key set signing ID tokens, shared by every replica: made once (the first process to start
   * inserts it; the others read the same row), kept without expiry.
   */
  async signingKeys(): Promise<PrivateJwk[]> {
    const existing = await this.find(SIGNING_KEYS_KIND, SIGNING_KEYS_ID);
    if (existing) return existing.keys as PrivateJwk[];
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = {
      ...privateKey.export({ format: 'jwk' }),
      kid: randomUUID(),
      use: 'sig',
      alg: 'RS256',
    } as PrivateJwk;
    const sealed = this.cipher.seal({ keys: [jwk] }, `${SIGNING_KEYS_KIND}:${SIGNING_KEYS_ID}`);
    await this.dataSource.query(
      `INSERT INTO oidc_models (kind, id, payload) VALUES ($1, $2, $3::jsonb) ON CONFLICT (kind, id) DO NOTHING`,
      [SIGNING_KEYS_KIND, SIGNING_KEYS_ID, JSON.stringify(sealed)],
    );
    const stored = await this.find(SIGNING_KEYS_KIND, SIGNING_KEYS_ID);
    return stored!.keys as PrivateJwk[];
  }

  /**
   * Runs a DELETE and, in the same transaction, records `rubrica.identity.credentials.revoked`
   * when an access token went (by digest) or a whole user or client was revoked, so the gateway
   * stops accepting them at once instead of when its cached answer expires.
   */
  private async deleteAndAnnounce(
    sql: string,
    params: unknown[],
    revocation: Revocation = {},
    outer?: EntityManager,
  ): Promise<void> {
    const run = async (manager: EntityManager) => {
      const [rows] = (await manager.query(`${sql} RETURNING kind, id`, params)) as [
        Array<{ kind: string; id: string }>,
        number,
      ];
      // Their ids are stored as digests already: the digest is the id.
      const accessTokenHashes = rows.filter((row) => ACCESS_TOKEN_KINDS.has(row.kind)).map((row) => row.id);
      if (!accessTokenHashes.length && !revocation.userId && !revocation.clientId) return;
      await appendOutboxEvent(manager, REVOKED, {
        ...revocation,
        accessTokenHashes,
        occurredAt: timestampNow(),
      });
    };
    await (outer ? run(outer) : this.dataSource.transaction(run));
  }

  private async findWhere(
    kind: string,
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<Record<string, unknown> | undefined> {
    const rows: Array<{ id: string; payload: unknown; consumed_at: Date | null }> =
      await this.dataSource.query(
        `SELECT id, payload, consumed_at FROM oidc_models
        WHERE kind = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [kind, value],
      );
    const row = rows[0];
    if (!row) return undefined;
    const payload = await this.opened(kind, row.id, row.payload);
    if (!payload) return undefined;
    // The provider reads `consumed` (epoch seconds) to refuse a second use of a code or token.
    return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
  }

  /**
   * A row's payload, opened. One sealed with a key that is no longer the first is sealed again
   * with the current one, and so is a signing key set stored before payloads were sealed; any
   * other payload that cannot be opened is as good as absent.
   */
  private async opened(
    kind: string,
    storedId: string,
    stored: unknown,
  ): Promise<Record<string, unknown> | undefined> {
    const context = `${kind}:${storedId}`;
    let payload: Record<string, unknown>;
    if (isSealed(stored)) {
      const opened = this.cipher.open(stored, context);
      if (!opened) return undefined;
      payload = opened.payload;
      if (!opened.stale) return payload;
    } else if (kind === SIGNING_KEYS_KIND && stored && typeof stored === 'object') {
      payload = stored as Record<string, unknown>;
    } else {
      return undefined;
    }
    await this.dataSource.query('UPDATE oidc_models SET payload = $3::jsonb WHERE kind = $1 AND id = $2', [
      kind,
      storedId,
      JSON.stringify(this.cipher.seal(payload, context)),
    ]);
    return payload;
  }

  /** A session row carries the first-party client's grant, so destroying that grant ends it. */
  private firstPartyGrantOf(kind: string, payload: Record<string, unknown>): string | null {
    if (kind !== 'Session') return null;
    const authorizations = payload.authorizations as Record<string, { grantId?: unknown }> | undefined;
    return stringOrNull(authorizations?.[this.firstPartyClientId]?.grantId);
  }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/** The id a row is stored under: a digest for every kind whose id is a bearer secret. */
function storedIdOf(kind: string, id: string): string {
  return PLAIN_ID_KINDS.has(kind) ? id : tokenDigest(id);
}
