import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { ensureStream, EventConsumer, type EventOutcome } from '@rubrica/messaging';
import { decodeEvent, STREAMS, type EventMessage } from '@rubrica/proto';
import { NatsConnectionManager } from '@rubrica/service-kit';
import { createLogger } from '@rubrica/telemetry';
import type { SigningWorkerConfig } from '../signing.config.js';
import { InjectSigningConfig } from '../signing-config.module.js';
import {
  AcceptSigningRequestUseCase,
  type AcceptSigningRequestCommand,
} from './use-cases/accept-signing-request/accept-signing-request.use-case.js';

const SIGNING_REQUESTED = 'rubrica.envelopes.recipient.signing_requested';
const SEALING_REQUESTED = 'rubrica.envelopes.envelope.sealing_requested';
type RequestSubject = typeof SIGNING_REQUESTED | typeof SEALING_REQUESTED;

interface Decoded<S extends RequestSubject> {
  message: EventMessage<S>;
  json: unknown;
}

/**
 * Follows the envelopes service's two requests with durable consumers (SIGNING_REQUESTS_DURABLE,
 * SEALING_REQUESTS_DURABLE): each event is recorded once, in the transaction that marks it
 * processed, and its work queued for the worker. Started in the background once NATS answers.
 */
@Injectable()
export class SigningRequestsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SigningRequests');
  private readonly consumers: Array<EventConsumer<unknown>> = [];
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly outcomeListeners = new Set<(outcome: EventOutcome) => void>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsConnectionManager,
    private readonly accept: AcceptSigningRequestUseCase,
    @InjectSigningConfig() private readonly config: SigningWorkerConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await Promise.all(this.consumers.splice(0).map((consumer) => consumer.stop()));
  }

  /** Observes each settled event (tests wait on it instead of polling). */
  onOutcome(listener: (outcome: EventOutcome) => void): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  private async start(): Promise<void> {
    const connection = await this.nats.whenConnected();
    if (this.stopped) return;
    try {
      // The envelopes service owns the stream; creating it here lets signing start first.
      await ensureStream(await jetstreamManager(connection), {
        name: STREAMS.envelopes.name,
        subjects: [...STREAMS.envelopes.subjects],
      });
      const logger = createLogger({ name: 'signing-requests', level: this.config.LOG_LEVEL });
      const consumers = [
        this.consumerOf(
          SIGNING_REQUESTED,
          this.config.SIGNING_REQUESTS_DURABLE,
          ({ message, json }, eventId) => ({
            kind: 'recipient-revision',
            eventId,
            requestId: message.requestId,
            envelopeId: message.envelopeId,
            organizationId: message.organizationId,
            recipientId: message.recipientId,
            payload: json,
          }),
        ),
        this.consumerOf(
          SEALING_REQUESTED,
          this.config.SEALING_REQUESTS_DURABLE,
          ({ message, json }, eventId) => ({
            kind: 'sealing',
            eventId,
            requestId: message.requestId,
            envelopeId: message.envelopeId,
            organizationId: message.organizationId,
            recipientId: null,
            payload: json,
          }),
        ),
      ].map(
        (options) =>
          new EventConsumer<unknown>({
            ...options,
            dataSource: this.dataSource,
            connection,
            stream: STREAMS.envelopes.name,
            logger,
            onOutcome: (outcome) => this.outcomeListeners.forEach((listener) => listener(outcome)),
          }),
      );
      for (const consumer of consumers) {
        if (this.stopped) break;
        await consumer.start();
        this.consumers.push(consumer);
      }
      if (this.stopped) await Promise.all(this.consumers.splice(0).map((consumer) => consumer.stop()));
    } catch (error) {
      this.logger.warn(
        `cannot consume the envelopes service's requests: ${(error as Error).message}; retrying`,
      );
      await Promise.all(this.consumers.splice(0).map((consumer) => consumer.stop()));
      this.retryTimer = setTimeout(() => void this.start(), 5_000);
      this.retryTimer.unref();
    }
  }

  private consumerOf<S extends RequestSubject>(
    subject: S,
    durable: string,
    command: (decoded: Decoded<S>, eventId: string) => AcceptSigningRequestCommand,
  ) {
    return {
      durable,
      filterSubject: subject,
      parse: (payload: unknown): Decoded<S> => {
        const message = decodeEvent(subject, payload as Parameters<typeof decodeEvent>[1]);
        // Without a request id the answer could not be matched: such an event is refused.
        if (!message.requestId) throw new Error(`${subject} without request_id`);
        return { message, json: payload };
      },
      handler: async (
        event: { id: string; payload: unknown },
        manager: Parameters<AcceptSigningRequestUseCase['execute']>[0],
      ) => {
        await this.accept.execute(manager, command(event.payload as Decoded<S>, event.id));
      },
    };
  }
}
