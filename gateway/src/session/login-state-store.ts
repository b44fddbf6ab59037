import type { Redis } from 'ioredis';

/** What the callback needs to finish a sign-in the browser started. */
export interface PendingLogin {
  codeVerifier: string;
  nonce: string;
  continuePath: string;
}

// Long enough to type a password and verify a forgotten one, short enough to be useless later.
const LOGIN_TTL_SECONDS = 600;
// What randomState() produces; anything else in a callback URL cannot be ours.
const STATE_FORMAT = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Sign-ins in progress, by their `state`. Each is taken once (GETDEL): a replayed callback finds
 * nothing. Kept in Redis so the callback may land on another replica than the login did.
 */
export class LoginStateStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async put(state: string, login: PendingLogin): Promise<void> {
    await this.redis.set(this.key(state), JSON.stringify(login), 'EX', LOGIN_TTL_SECONDS);
  }

  async take(state: string): Promise<PendingLogin | null> {
    if (!STATE_FORMAT.test(state)) return null;
    const raw = await this.redis.getdel(this.key(state));
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<PendingLogin>;
      if (typeof parsed.codeVerifier !== 'string' || typeof parsed.nonce !== 'string') return null;
      return {
        codeVerifier: parsed.codeVerifier,
        nonce: parsed.nonce,
        continuePath: typeof parsed.continuePath === 'string' ? parsed.continuePath : '/',
      };
    } catch {
      return null;
    }
  }

  private key(state: string): string {
    return `${this.keyPrefix}login:${state}`;
  }
}
