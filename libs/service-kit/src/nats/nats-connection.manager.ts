import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { withTimeout } from '../health/with-timeout.util.js';

export interface NatsConnectionOptions {
  url: string;
  /** Shown by the server's monitoring pages, so an operator can tell processes apart. */
  name: string;
  /** Pause between first-connection attempts while the server is unreachable. */
  retryDelayMs?: number;
}

/**
 * The process's single NATS connection. It is opened in the background so that a process whose
 * NATS server is down still starts (and reports itself unready) instead of crashing; once
 * connected, the client reconnects by itself for as long as the process lives.
 */
export class NatsConnectionManager implements OnApplicationShutdown {
  private readonly logger = new Logger('Nats');
  private nc: NatsConnection | undefined;
  private connectedNow = false;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly waiters: Array<(nc: NatsConnection) => void> = [];
  private loggedFailure = false;

  constructor(private readonly options: NatsConnectionOptions) {}

  /** Starts connecting; resolves once connected or after `waitMs`, whichever comes first. */
  async start(waitMs: number): Promise<void> {
    void this.attempt();
    await withTimeout(this.whenConnected(), waitMs, 'NATS connection').catch(() => {
      this.logger.warn(`NATS at ${this.options.url} is not reachable yet; starting anyway and retrying`);
    });
  }

  /** The live connection, or undefined while the first connection has not been made. */
  get connection(): NatsConnection | undefined {
    return this.nc;
  }

  /** True while the client holds an open connection to a server (false during reconnects). */
  get isConnected(): boolean {
    return this.connectedNow && !!this.nc && !this.nc.isClosed();
  }

  whenConnected(): Promise<NatsConnection> {
    if (this.nc) return Promise.resolve(this.nc);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const nc = this.nc;
    if (!nc || nc.isClosed()) return;
    // Drain lets in-flight request handlers answer and publishes flush before the socket closes.
    await withTimeout(nc.drain(), 5_000, 'NATS drain').catch(async () => {
      if (!nc.isClosed()) await nc.close();
    });
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    try {
      const nc = await connect({
        servers: this.options.url,
        name: this.options.name,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1_000,
        timeout: 2_000,
      });
      if (this.stopped) {
        await nc.close();
        return;
      }
      this.adopt(nc);
    } catch (error) {
      if (!this.loggedFailure) {
        this.loggedFailure = true;
        this.logger.warn(`cannot connect to NATS at ${this.options.url}: ${(error as Error).message}`);
      }
      this.retryTimer = setTimeout(() => void this.attempt(), this.options.retryDelayMs ?? 1_000);
      this.retryTimer.unref();
    }
  }

  private adopt(nc: NatsConnection): void {
    this.nc = nc;
    this.connectedNow = true;
    if (this.loggedFailure) this.logger.log(`connected to NATS at ${nc.getServer()}`);
    for (const resolve of this.waiters.splice(0)) resolve(nc);
    void this.followStatus(nc);
  }

  private async followStatus(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        this.connectedNow = false;
        this.logger.warn(`disconnected from NATS (${status.server}); reconnecting`);
      } else if (status.type === 'reconnect') {
        this.connectedNow = true;
        this.logger.log(`reconnected to NATS (${status.server})`);
      } else if (status.type === 'close') {
        this.connectedNow = false;
      }
    }
  }
}
