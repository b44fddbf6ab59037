import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A signed-in browser, kept server-side; the browser holds only the random id. */
export interface Session {
  userId: string;
  accessToken: string;
  refreshToken?: string;
  idToken: string;
  /** The value the SPA echoes in X-CSRF-Token (also in the readable `rubrica_csrf` cookie). */
  csrfToken: string;
  /** Epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
}

export type NewSession = Omit<Session, 'csrfToken' | 'createdAt' | 'lastSeenAt'>;

/** Who a session is for, without its tokens: all that authenticating a call needs. */
export type SessionIdentity = Pick<Session, 'userId' | 'csrfToken' | 'createdAt' | 'lastSeenAt'>;

export interface SessionStoreOptions {
  keyPrefix: string;
  /** A session unused this long ends (every use pushes the end further). */
  idleTtlSeconds: number;
  /** A session ends this long after sign-in, however busy. */
  absoluteTtlSeconds: number;
  now?: () => number;
}

/** 256 random bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

// Reads a session and slides its expiry in one round trip: the key lives until the earlier of
// "idle TTL from now" and "absolute TTL from creation". A key already past its absolute end is
// deleted. Returns the hash's fields (with ARGV[4] = 'identity', only those `SessionIdentity`
// needs: not the sealed tokens), or nil.
const READ_AND_TOUCH = `
local fields = redis.call('HGETALL', KEYS[1])
if #fields == 0 then return nil end
local createdAt = nil
for i = 1, #fields, 2 do
  if fields[i] == 'createdAt' then createdAt = tonumber(fields[i + 1]) end
end
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
if createdAt == nil then
  redis.call('DEL', KEYS[1])
  return nil
end
local remaining = createdAt + tonumber(ARGV[3]) - now
if remaining < ttl then ttl = remaining end
if ttl <= 0 then
  redis.call('DEL', KEYS[1])
  return nil
end
redis.call('HSET', KEYS[1], 'lastSeenAt', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
if ARGV[4] ~= 'identity' then return fields end
local kept = {}
for i = 1, #fields, 2 do
  local name = fields[i]
  if name == 'userId' or name == 'csrfToken' or name == 'createdAt' then
    kept[#kept + 1] = name
    kept[#kept + 1] = fields[i + 1]
  end
end
return kept
`;

type TouchingRedis = Redis & {
  rubricaSessionReadAndTouch(
    numKeys: 1,
    key: string,
    now: string,
    idleTtlMs: string,
    absoluteTtlMs: string,
    fields: 'all' | 'identity',
  ): Promise<string[] | null>;
};

/** The session's tokens, sealed (AES-256-GCM) under a key only the session id gives. */
const TOKENS_FIELD = 'tokens';

type SessionTokens = Pick<Session, 'accessToken' | 'refreshToken' | 'idToken'>;

const tokensKey = (id: string): Buffer =>
  Buffer.from(hkdfSync('sha256', id, '', 'rubrica session tokens', 32));

function sealTokens(id: string, tokens: SessionTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', tokensKey(id), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

function openTokens(id: string, sealed: string | undefined): SessionTokens | null {
  if (!sealed) return null;
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', tokensKey(id), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Sessions in Redis, shared by every gateway replica. Keys hold the SHA-256 of the session id,
 * so whoever reads Redis cannot use a key name as a cookie, and the session's tokens (refresh,
 * access, ID) are sealed under a key derived from the id: Redis, or a dump of it, holds no token
 * anyone can use without the browser's cookie.
 */
export class SessionStore {
  private readonly now: () => number;
  private readonly redis: TouchingRedis;

  constructor(
    redis: Redis,
    private readonly options: SessionStoreOptions,
  ) {
    this.now = options.now ?? Date.now;
    // EVALSHA once loaded: the script's text is not sent with every call.
    redis.defineCommand('rubricaSessionReadAndTouch', { lua: READ_AND_TOUCH });
    this.redis = redis as TouchingRedis;
  }

  /** Stores a new session under a fresh id (never reusing one: no session fixation). */
  async create(session: NewSession): Promise<{ id: string; session: Session }> {
    const id = randomToken();
    const now = this.now();
    const stored: Session = { ...session, csrfToken: randomToken(), createdAt: now, lastSeenAt: now };
    const fields: Record<string, string> = {
      userId: stored.userId,
      [TOKENS_FIELD]: sealTokens(id, {
        accessToken: stored.accessToken,
        refreshToken: stored.refreshToken,
        idToken: stored.idToken,
      }),
      csrfToken: stored.csrfToken,
      createdAt: String(stored.createdAt),
      lastSeenAt: String(stored.lastSeenAt),
    };
    const ttlMs = Math.min(this.options.idleTtlSeconds, this.options.absoluteTtlSeconds) * 1000;
    const index = this.userIndexKey(stored.userId);
    // The user's sessions, so all of them can end at once (it outlives each session it names).
    // Indexed first: a session is never live without being findable. One key per transaction
    // keeps every command valid on a Redis Cluster.
    await this.redis
      .multi()
      .sadd(index, this.key(id))
      .pexpire(index, this.options.absoluteTtlSeconds * 1000)
      .exec();
    await this.redis.multi().hset(this.key(id), fields).pexpire(this.key(id), ttlMs).exec();
    return { id, session: stored };
  }

  /**
   * Ends every session of a user opened up to `openedUntil` (epoch ms; their password changed or
   * was reset, so whoever knew the old one is signed out everywhere, while a sign-in with the new
   * password made since stays); returns how many ended.
   */
  async destroyAllOf(userId: string, openedUntil = Number.POSITIVE_INFINITY): Promise<number> {
    const index = this.userIndexKey(userId);
    const keys = await this.redis.smembers(index);
    let ended = 0;
    for (const key of keys) {
      const createdAt = await this.redis.hget(key, 'createdAt');
      if (createdAt !== null && Number(createdAt) > openedUntil) continue;
      ended += await this.redis.del(key);
      await this.redis.srem(index, key);
    }
    return ended;
  }

  /** The live session with this id, its idle expiry pushed back; null when unknown or expired. */
  async use(id: string): Promise<Session | null> {
    const now = this.now();
    const fields = await this.readAndTouch(id, now, 'all');
    if (!fields) return null;
    const session = toSession(id, fields);
    if (session) session.lastSeenAt = now;
    return session;
  }

  /**
   * As `use`, for authenticating a call: who the live session is for, its idle expiry pushed back
   * the same way, without reading or opening its tokens (a key derivation and a decryption that
   * no proxied call needs).
   */
  async identify(id: string): Promise<SessionIdentity | null> {
    const now = this.now();
    const fields = await this.readAndTouch(id, now, 'identity');
    if (!fields) return null;
    const identity = toIdentity(fields);
    if (identity) identity.lastSeenAt = now;
    return identity;
  }

  private readAndTouch(id: string, now: number, fields: 'all' | 'identity'): Promise<string[] | null> {
    return this.redis.rubricaSessionReadAndTouch(
      1,
      this.key(id),
      String(now),
      String(this.options.idleTtlSeconds * 1000),
      String(this.options.absoluteTtlSeconds * 1000),
      fields,
    );
  }

  /** Ends a session; returns what it held (to revoke its tokens), or null when there was none. */
  async destroy(id: string): Promise<Session | null> {
    const [[, fields]] = (await this.redis.multi().hgetall(this.key(id)).del(this.key(id)).exec()) as [
      [Error | null, Record<string, string>],
      [Error | null, number],
    ];
    const session = fields ? toSession(id, Object.entries(fields).flat()) : null;
    if (session) await this.redis.srem(this.userIndexKey(session.userId), this.key(id));
    return session;
  }

  private userIndexKey(userId: string): string {
    return `${this.options.keyPrefix}user-sessions:${userId}`;
  }

  /** The Redis key of a session id (tests inspect its expiry). */
  key(id: string): string {
    return `${this.options.keyPrefix}session:${createHash('sha256').update(id).digest('base64url')}`;
  }
}

function fieldsOf(flat: string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) fields[flat[i]!] = flat[i + 1]!;
  return fields;
}

function toIdentity(flat: string[]): SessionIdentity | null {
  const fields = fieldsOf(flat);
  if (!fields.userId || !fields.csrfToken || !fields.createdAt) return null;
  const createdAt = Number(fields.createdAt);
  return { userId: fields.userId, csrfToken: fields.csrfToken, createdAt, lastSeenAt: createdAt };
}

function toSession(id: string, flat: string[]): Session | null {
  const fields = fieldsOf(flat);
  if (!fields.userId || !fields.csrfToken || !fields.createdAt) return null;
  // Sessions opened before tokens were sealed keep them in fields of their own until they end.
  const tokens = openTokens(id, fields[TOKENS_FIELD]);
  return {
    userId: fields.userId,
    accessToken: tokens?.accessToken ?? fields.accessToken ?? '',
    refreshToken: (tokens ? tokens.refreshToken : fields.refreshToken) || undefined,
    idToken: tokens?.idToken ?? fields.idToken ?? '',
    csrfToken: fields.csrfToken,
    createdAt: Number(fields.createdAt),
    lastSeenAt: Number(fields.lastSeenAt ?? fields.createdAt),
  };
}
