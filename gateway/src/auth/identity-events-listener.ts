import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { decodeEvent, STREAMS } from '@rubrica/proto';
import type { Logger } from '@rubrica/telemetry';
import type { PrincipalResolver } from './principal-resolver.js';
import type { RevokedCredentials } from './revoked-credentials.js';

const MEMBERSHIP_CHANGED = 'rubrica.identity.membership.changed';
const USER_UPDATED = 'rubrica.identity.user.updated';
const CREDENTIALS_REVOKED = 'rubrica.identity.credentials.revoked';

export interface IdentityEventsListenerOptions {
  natsUrl: string;
  /** Pause between attempts while NATS cannot be reached at start. Default 5 s. */
  retryMs?: number;
}

/** The part of the principal cache that identity's events act on. */
export type PrincipalCache = Pick<PrincipalResolver, 'forgetMembership' | 'forgetUser' | 'forgetAll'>;

/**
 * Drops cached principals as soon as identity publishes a change of them, and acts on revoked
 * credentials (cached token answers, the user's sessions: `RevokedCredentials`). A plain NATS
 * subscription, not a durable consumer: every gateway replica must see every event, and an event
 * missed while disconnected only costs the cache's short time limit (the whole cache is dropped
 * when the connection comes back, to keep that bound). NATS being down never stops the gateway.
 */
export class IdentityEventsListener implements OnModuleInit, OnModuleDestroy {
  private connection: NatsConnection | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly cache: PrincipalCache,
    private readonly logger: Logger,
    private readonly options: IdentityEventsListenerOptions,
    private readonly revocations?: Pick<RevokedCredentials, 'apply' | 'forgetAll'>,
  ) {}

  /**
   * Resolves once subscribed, or after a first failed attempt (retried in the background): the
   * gateway starts either way.
   */
  async start(): Promise<void> {
    this.stopped = false;
    if (this.connection) return;
    let nats: NatsConnection;
    try {
      nats = await connect({
        servers: this.options.natsUrl,
        name: 'gateway-identity-events',
        timeout: 2_000,
        maxReconnectAttempts: -1,
      });
    } catch (error) {
      this.logger.warn(
        { err: error },
        'identity events: NATS unreachable, principal cache relies on its time limit',
      );
      this.scheduleRetry();
      return;
    }
    if (this.stopped) {
      await nats.close();
      return;
    }
    this.connection = nats;
    nats.subscribe(STREAMS.identity.subjects[0], { callback: (error, msg) => this.handle(error, msg) });
    void this.watch(nats);
    // Answers cached while no subscription was listening may be out of date.
    this.forgetAll();
    // The server has the subscription once the flush returns: no later event can be missed.
    await nats.flush();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const nats = this.connection;
    this.connection = undefined;
    if (nats && !nats.isClosed()) await nats.close();
  }

  onModuleInit(): Promise<void> {
    return this.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => void this.start(), this.options.retryMs ?? 5_000);
    this.retryTimer.unref();
  }

  private async watch(nats: NatsConnection): Promise<void> {
    for await (const status of nats.status()) {
      if (status.type === 'reconnect') this.forgetAll();
    }
  }

  private forgetAll(): void {
    this.cache.forgetAll();
    this.revocations?.forgetAll();
  }

  private handle(error: Error | null, msg: Msg): void {
    if (error) {
      this.logger.warn({ err: error }, 'identity events: subscription failed');
      return;
    }
    try {
      if (msg.subject === MEMBERSHIP_CHANGED) {
        const event = decodeEvent(MEMBERSHIP_CHANGED, msg.string());
        if (!event.userId) return;
        if (event.organizationId) this.cache.forgetMembership(event.userId, event.organizationId);
        else this.cache.forgetUser(event.userId);
      } else if (msg.subject === USER_UPDATED) {
        const event = decodeEvent(USER_UPDATED, msg.string());
        if (event.user?.id) this.cache.forgetUser(event.user.id);
      } else if (msg.subject === CREDENTIALS_REVOKED) {
        const event = decodeEvent(CREDENTIALS_REVOKED, msg.string());
        if (event.userId) this.cache.forgetUser(event.userId);
        this.revocations
          ?.apply(event)
          .catch((error: unknown) =>
            this.logger.error({ err: error }, 'identity events: revoked credentials could not be dropped'),
          );
      }
    } catch (decodeError) {
      this.logger.warn(
        { err: decodeError, subject: msg.subject },
        'identity events: unreadable event ignored',
      );
    }
  }
}
