import type { Logger } from '@rubrica/telemetry';
import type { SessionStore } from '../session/session-store.js';
import type { TokenIntrospector } from './token-introspector.js';

/** What `rubrica.identity.credentials.revoked` says ended early (identity's events.proto). */
export interface CredentialsRevoked {
  userId: string;
  clientId: string;
  accessTokenHashes: string[];
  occurredAt?: { seconds: bigint; nanos: number };
}

/**
 * Acts on identity's revocation events: cached introspection answers about the revoked tokens go
 * (this replica's), and when every credential of a user was revoked (password changed or reset)
 * so do the user's browser sessions (in Redis, shared by every replica; each replica doing it again
 * changes nothing).
 */
export class RevokedCredentials {
  constructor(
    private readonly introspector: Pick<
      TokenIntrospector,
      'forgetToken' | 'forgetUser' | 'forgetClient' | 'forgetAll'
    >,
    private readonly sessions: Pick<SessionStore, 'destroyAllOf'>,
    private readonly logger: Logger,
  ) {}

  async apply(event: CredentialsRevoked): Promise<void> {
    for (const digest of event.accessTokenHashes) this.introspector.forgetToken(digest);
    if (event.clientId) this.introspector.forgetClient(event.clientId);
    if (event.userId) {
      this.introspector.forgetUser(event.userId);
      // Sessions opened after the revocation (a sign-in with the new password) stay.
      const until = event.occurredAt
        ? Number(event.occurredAt.seconds) * 1000 + Math.floor(event.occurredAt.nanos / 1e6)
        : undefined;
      const ended = await this.sessions.destroyAllOf(event.userId, until);
      this.logger.info({ user_id: event.userId, sessions: ended }, "a user's credentials were revoked");
    }
  }

  /** Events may have been missed (NATS was unreachable): no cached answer can be trusted. */
  forgetAll(): void {
    this.introspector.forgetAll();
  }
}
