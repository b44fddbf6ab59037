import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { ensureStream, OutboxRelay, streamNameFor } from '@rubrica/messaging';
import { NatsConnectionManager } from '../nats/nats-connection.manager.js';
import { nestEventsLogger } from './nest-events-logger.js';

export const OUTBOX_RELAY_OPTIONS = Symbol('OUTBOX_RELAY_OPTIONS');

export interface OutboxRelayModuleOptions {
  /** The producing service: its stream is `RUBRICA_<SERVICE>` over `rubrica.<service>.>`. */
  service: string;
  pollIntervalMs?: number;
  /** Pause before trying again when the stream cannot be set up (JetStream unavailable). */
  retryDelayMs?: number;
  /**
   * How far back rows are published again when this process starts and whenever its NATS
   * connection comes back (a server restart may have lost what it acknowledged last; see
   * OutboxRelay.republishRecent). At most the stream's duplicate window; default 2 minutes.
   */
  republishWindowMs?: number;
}

/**
 * Runs the service's outbox relay in the background once NATS is reachable, after making sure
 * the service's stream exists. Start-up never waits for it: rows simply stay in the outbox
 * until the relay can publish them.
 */
@Injectable()
export class OutboxRelayRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxRelay');
  private relay: OutboxRelay | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsConnectionManager,
    @Inject(OUTBOX_RELAY_OPTIONS) private readonly options: OutboxRelayModuleOptions,
  ) {}

  onApplicationBootstrap(): void {
    void this.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.relay?.stop();
  }

  /** The running relay, once started (tests call `drainOnce()` on it). */
  get current(): OutboxRelay | undefined {
    return this.relay;
  }

  private async start(): Promise<void> {
    const nc = await this.nats.whenConnected();
    if (this.stopped) return;
    const stream = streamNameFor(this.options.service);
    try {
      await ensureStream(await jetstreamManager(nc), {
        name: stream,
        subjects: [`rubrica.${this.options.service}.>`],
      });
    } catch (error) {
      this.logger.warn(`cannot set up stream ${stream}: ${(error as Error).message}; retrying`);
      this.retryTimer = setTimeout(() => void this.start(), this.options.retryDelayMs ?? 5_000);
      this.retryTimer.unref();
      return;
    }
    if (this.stopped) return;
    this.relay = new OutboxRelay({
      dataSource: this.dataSource,
      jetstream: jetstream(nc),
      pollIntervalMs: this.options.pollIntervalMs,
      connection: nc,
      republishWindowMs: this.options.republishWindowMs,
      logger: nestEventsLogger('OutboxRelay'),
    });
    this.relay.start();
    this.logger.log(`publishing outbox events to stream ${stream}`);
  }
}
