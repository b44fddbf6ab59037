import { Injectable } from '@nestjs/common';
import type { ReadinessCheck } from '../health/readiness-check.js';
import { NatsConnectionManager } from './nats-connection.manager.js';

/** Ready when the connection is open and the server answers a round trip (PING/PONG). */
@Injectable()
export class NatsReadinessCheck implements ReadinessCheck {
  readonly name = 'nats';

  constructor(private readonly nats: NatsConnectionManager) {}

  async check(): Promise<void> {
    const nc = this.nats.connection;
    if (!nc || !this.nats.isConnected) throw new Error('not connected');
    await nc.flush();
  }
}
