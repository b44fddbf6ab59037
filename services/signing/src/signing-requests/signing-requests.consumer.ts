import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { decodeEvent, STREAMS, type EventMessage } from '@rubrica/proto';
import {
  BackgroundEventConsumer,
  BackgroundEventConsumers,
  NatsConnectionManager,
} from '@rubrica/service-kit';
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
 * processed, and its work queued for the worker once that transaction has committed. Started in
 * the background once NATS answers.
 */
@Injectable()
export class SigningRequestsConsumer extends BackgroundEventConsumers {
  protected readonly consumers: [
    BackgroundEventConsumer<Decoded<typeof SIGNING_REQUESTED>>,
    BackgroundEventConsumer<Decoded<typeof SEALING_REQUESTED>>,
  ];

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsConnectionManager,
    private readonly accept: AcceptSigningRequestUseCase,
    @InjectSigningConfig() private readonly config: SigningWorkerConfig,
  ) {
    super();
    this.consumers = [
      this.consumerOf(SIGNING_REQUESTED, config.SIGNING_REQUESTS_DURABLE, ({ message, json }, eventId) => ({
        kind: 'recipient-revision',
        eventId,
        requestId: message.requestId,
        envelopeId: message.envelopeId,
        organizationId: message.organizationId,
        recipientId: message.recipientId,
        payload: json,
      })),
      this.consumerOf(SEALING_REQUESTED, config.SEALING_REQUESTS_DURABLE, ({ message, json }, eventId) => ({
        kind: 'sealing',
        eventId,
        requestId: message.requestId,
        envelopeId: message.envelopeId,
        organizationId: message.organizationId,
        recipientId: null,
        payload: json,
      })),
    ];
  }

  private consumerOf<S extends RequestSubject>(
    subject: S,
    durable: string,
    command: (decoded: Decoded<S>, eventId: string) => AcceptSigningRequestCommand,
  ): BackgroundEventConsumer<Decoded<S>> {
    return new BackgroundEventConsumer<Decoded<S>>({
      nats: this.nats,
      dataSource: this.dataSource,
      // The envelopes service owns the stream; creating it here lets signing start first.
      stream: STREAMS.envelopes.name,
      streamSubjects: STREAMS.envelopes.subjects,
      durable,
      filterSubject: subject,
      parse: (payload) => {
        const message = decodeEvent(subject, payload as Parameters<typeof decodeEvent>[1]);
        // Without a request id the answer could not be matched: such an event is refused.
        if (!message.requestId) throw new Error(`${subject} without request_id`);
        return { message, json: payload };
      },
      handler: async (event, manager, afterCommit) => {
        const enqueue = await this.accept.execute(manager, command(event.payload, event.id));
        afterCommit(enqueue);
      },
      name: 'signing-requests',
      logLevel: this.config.LOG_LEVEL,
    });
  }
}
