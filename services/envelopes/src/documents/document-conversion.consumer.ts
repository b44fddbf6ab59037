import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { ensureStream, EventConsumer, type EventOutcome } from '@rubrica/messaging';
import { decodeEvent, STREAMS, type EventMessage, type EventSubject } from '@rubrica/proto';
import { NatsConnectionManager } from '@rubrica/service-kit';
import { createLogger } from '@rubrica/telemetry';
import { DataSource, type EntityManager } from 'typeorm';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { EnvelopesConfig } from '../envelopes.config.js';
import { ApplyDocumentConversionUseCase } from './use-cases/apply-document-conversion/apply-document-conversion.use-case.js';

const CONVERTED = 'rubrica.storage.document.converted';
const FAILED = 'rubrica.storage.document.conversion_failed';

/**
 * Follows the storage service's answers to conversion requests with one durable consumer per
 * subject (NATS 2.9 takes one filter per consumer). Started in the background once NATS answers:
 * the HTTP process does not wait, and answers simply wait in the stream meanwhile.
 */
@Injectable()
export class DocumentConversionConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DocumentConversions');
  private readonly consumers: EventConsumer<unknown>[] = [];
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly outcomeListeners = new Set<(outcome: EventOutcome) => void>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsConnectionManager,
    private readonly apply: ApplyDocumentConversionUseCase,
    @InjectEnvelopesConfig() private readonly config: EnvelopesConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
  }

  /** Observes each settled answer (tests wait on it instead of polling). */
  onOutcome(listener: (outcome: EventOutcome) => void): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  private async start(): Promise<void> {
    const connection = await this.nats.whenConnected();
    if (this.stopped) return;
    try {
      // The storage service owns the stream; creating it here lets envelopes start first.
      await ensureStream(await jetstreamManager(connection), {
        name: STREAMS.storage.name,
        subjects: [...STREAMS.storage.subjects],
      });
      const prefix = this.config.CONVERSION_EVENTS_DURABLE_PREFIX;
      const logger = createLogger({ name: 'document-conversions', level: this.config.LOG_LEVEL });
      const consumerOf = <S extends EventSubject>(
        subject: S,
        durable: string,
        handle: EventConsumerHandler<S>,
      ) =>
        new EventConsumer({
          dataSource: this.dataSource,
          connection,
          stream: STREAMS.storage.name,
          durable,
          filterSubject: subject,
          parse: (payload) => decodeEvent(subject, payload as Parameters<typeof decodeEvent>[1]),
          handler: (event, manager) => handle(event.payload, manager),
          logger,
          onOutcome: (outcome) => this.outcomeListeners.forEach((listener) => listener(outcome)),
        });
      const consumers = [
        consumerOf(CONVERTED, `${prefix}-converted`, (answer, manager) =>
          this.apply.converted(manager, answer),
        ),
        consumerOf(FAILED, `${prefix}-failed`, (answer, manager) => this.apply.failed(manager, answer)),
      ];
      for (const consumer of consumers) {
        if (this.stopped) return;
        await consumer.start();
        this.consumers.push(consumer as EventConsumer<unknown>);
      }
    } catch (error) {
      this.logger.warn(`cannot consume conversion answers: ${(error as Error).message}; retrying`);
      this.retryTimer = setTimeout(() => void this.start(), 5_000);
      this.retryTimer.unref();
    }
  }
}

type EventConsumerHandler<S extends EventSubject> = (
  answer: EventMessage<S>,
  manager: EntityManager,
) => Promise<void>;
