// The frozen registry of every name on the bus: JetStream streams, event subjects and RPC
// patterns, each bound to its proto message. Names are part of the contract with other services
// and with external subscribers (EVENTS.md): renaming one is a migration, never an edit here.
import type { DescMessage, DescMethod, MessageShape } from '@bufbuild/protobuf';
import { BillingQuotaService } from './gen/rubrica/billing/v1/quota_pb.js';
import { CreditsConsumedSchema, SubscriptionChangedSchema } from './gen/rubrica/billing/v1/events_pb.js';
import {
  DocumentAddedSchema,
  DocumentRemovedSchema,
  EnvelopeCancelledSchema,
  EnvelopeCompletedSchema,
  EnvelopeCreatedSchema,
  EnvelopeExpiredSchema,
  EnvelopeHaltedSchema,
  EnvelopeRejectedSchema,
  EnvelopeSealingRequestedSchema,
  EnvelopeSentSchema,
  RecipientActedSchema,
  RecipientNotifiedSchema,
  RecipientSigningRequestedSchema,
  RecipientUpdatedSchema,
} from './gen/rubrica/envelopes/v1/events_pb.js';
import {
  EnvelopeSealedSchema,
  EnvelopeSealingFailedSchema,
  RecipientRevisionAppliedSchema,
  RecipientRevisionFailedSchema,
  SealedCopyRetimestampedSchema,
} from './gen/rubrica/signing/v1/events_pb.js';
import {
  CredentialsRevokedSchema,
  MembershipChangedSchema,
  OrganizationCreatedSchema,
  UserRegisteredSchema,
  UserUpdatedSchema,
} from './gen/rubrica/identity/v1/events_pb.js';
import { DocumentConversionRequestedSchema } from './gen/rubrica/envelopes/v1/document_conversion_pb.js';
import {
  DocumentConversionFailedSchema,
  DocumentConvertedSchema,
} from './gen/rubrica/storage/v1/conversion_pb.js';
import { StorageItemsService } from './gen/rubrica/storage/v1/items_pb.js';
import {
  EmailFailedSchema,
  IntegrationPushedSchema,
  IntegrationPushFailedSchema,
  WhatsappFailedSchema,
} from './gen/rubrica/notifications/v1/events_pb.js';
import { EnvelopesRecipientAccessService } from './gen/rubrica/envelopes/v1/recipient_access_pb.js';
import { IdentityMembershipService } from './gen/rubrica/identity/v1/membership_pb.js';
import { IdentityPrincipalService } from './gen/rubrica/identity/v1/principal_pb.js';
import { SigningExternalSignatureService } from './gen/rubrica/signing/v1/qualified_pb.js';
import { subjectMatchesFilter } from './subject-filter.js';

/** One stream per producing service, capturing everything under `rubrica.<service>.`. */
export const STREAMS = Object.freeze({
  envelopes: stream('RUBRICA_ENVELOPES', 'rubrica.envelopes.>'),
  billing: stream('RUBRICA_BILLING', 'rubrica.billing.>'),
  identity: stream('RUBRICA_IDENTITY', 'rubrica.identity.>'),
  signing: stream('RUBRICA_SIGNING', 'rubrica.signing.>'),
  storage: stream('RUBRICA_STORAGE', 'rubrica.storage.>'),
  notifications: stream('RUBRICA_NOTIFICATIONS', 'rubrica.notifications.>'),
});
export type StreamService = keyof typeof STREAMS;
export type StreamName = (typeof STREAMS)[StreamService]['name'];

/** Headers every published event carries (set by the outbox relay). */
export const EVENT_HEADERS = Object.freeze({
  /** The event id; JetStream deduplicates on it and consumers remember it. */
  id: 'Nats-Msg-Id',
  /** The full proto message name, e.g. `rubrica.envelopes.v1.EnvelopeCompleted`. */
  type: 'Rubrica-Event-Type',
  /** W3C trace context of the change that produced the event. */
  traceparent: 'traceparent',
} as const);

/**
 * Event subject (`rubrica.<service>.<aggregate>.<event>`) → its message. A breaking change to a
 * message is a new `v2` proto package published on a new subject ending in `.v2`; the old
 * subject keeps its message until every consumer has moved.
 */
export const EVENTS = Object.freeze({
  'rubrica.envelopes.envelope.created': event('envelopes', EnvelopeCreatedSchema),
  'rubrica.envelopes.envelope.sent': event('envelopes', EnvelopeSentSchema),
  'rubrica.envelopes.envelope.completed': event('envelopes', EnvelopeCompletedSchema),
  'rubrica.envelopes.envelope.cancelled': event('envelopes', EnvelopeCancelledSchema),
  'rubrica.envelopes.envelope.rejected': event('envelopes', EnvelopeRejectedSchema),
  'rubrica.envelopes.envelope.expired': event('envelopes', EnvelopeExpiredSchema),
  'rubrica.envelopes.envelope.halted': event('envelopes', EnvelopeHaltedSchema),
  'rubrica.envelopes.recipient.notified': event('envelopes', RecipientNotifiedSchema),
  'rubrica.envelopes.recipient.acted': event('envelopes', RecipientActedSchema),
  'rubrica.envelopes.recipient.updated': event('envelopes', RecipientUpdatedSchema),
  'rubrica.envelopes.document.added': event('envelopes', DocumentAddedSchema),
  'rubrica.envelopes.document.removed': event('envelopes', DocumentRemovedSchema),
  'rubrica.envelopes.recipient.signing_requested': event('envelopes', RecipientSigningRequestedSchema),
  'rubrica.envelopes.envelope.sealing_requested': event('envelopes', EnvelopeSealingRequestedSchema),
  'rubrica.envelopes.document.conversion_requested': event('envelopes', DocumentConversionRequestedSchema),
  'rubrica.signing.recipient.applied': event('signing', RecipientRevisionAppliedSchema),
  'rubrica.signing.recipient.failed': event('signing', RecipientRevisionFailedSchema),
  'rubrica.signing.envelope.sealed': event('signing', EnvelopeSealedSchema),
  'rubrica.signing.envelope.sealing_failed': event('signing', EnvelopeSealingFailedSchema),
  'rubrica.signing.sealed_copy.retimestamped': event('signing', SealedCopyRetimestampedSchema),
  'rubrica.storage.document.converted': event('storage', DocumentConvertedSchema),
  'rubrica.storage.document.conversion_failed': event('storage', DocumentConversionFailedSchema),
  'rubrica.notifications.email.failed': event('notifications', EmailFailedSchema),
  'rubrica.notifications.whatsapp.failed': event('notifications', WhatsappFailedSchema),
  'rubrica.notifications.integration.pushed': event('notifications', IntegrationPushedSchema),
  'rubrica.notifications.integration.push_failed': event('notifications', IntegrationPushFailedSchema),
  'rubrica.billing.subscription.changed': event('billing', SubscriptionChangedSchema),
  'rubrica.billing.credits.consumed': event('billing', CreditsConsumedSchema),
  'rubrica.identity.user.registered': event('identity', UserRegisteredSchema),
  'rubrica.identity.user.updated': event('identity', UserUpdatedSchema),
  'rubrica.identity.membership.changed': event('identity', MembershipChangedSchema),
  'rubrica.identity.organization.created': event('identity', OrganizationCreatedSchema),
  'rubrica.identity.credentials.revoked': event('identity', CredentialsRevokedSchema),
});
export type EventSubject = keyof typeof EVENTS;
export type EventSchema<S extends EventSubject> = (typeof EVENTS)[S]['schema'];
export type EventMessage<S extends EventSubject> = MessageShape<EventSchema<S>>;
/** Full proto message name of the event, the value of the `Rubrica-Event-Type` header. */
export type EventType<S extends EventSubject = EventSubject> = (typeof EVENTS)[S]['typeName'];

export const EVENT_SUBJECTS = Object.freeze(Object.keys(EVENTS) as EventSubject[]);

/**
 * NATS request-reply pattern → the proto method it serves. Patterns are `<service>.<call>.v<N>`;
 * a breaking change is a new pattern with the next version, served beside the old one.
 */
export const RPC = Object.freeze({
  'billing.may_send.v1': rpc(BillingQuotaService.method.maySend),
  'billing.consume_envelope_credit.v1': rpc(BillingQuotaService.method.consumeEnvelopeCredit),
  'billing.plan_limits.v1': rpc(BillingQuotaService.method.planLimits),
  'envelopes.resolve_action_token.v1': rpc(EnvelopesRecipientAccessService.method.resolveActionToken),
  'identity.get_membership.v1': rpc(IdentityMembershipService.method.getMembership),
  'identity.resolve_principal.v1': rpc(IdentityPrincipalService.method.resolvePrincipal),
  'signing.prepare_signable_hashes.v1': rpc(SigningExternalSignatureService.method.prepareSignableHashes),
  'storage.get_item.v1': rpc(StorageItemsService.method.getItem),
  'storage.usage.v1': rpc(StorageItemsService.method.getUsage),
});
export type RpcPattern = keyof typeof RPC;
export type RpcRequestSchema<P extends RpcPattern> = (typeof RPC)[P]['request'];
export type RpcResponseSchema<P extends RpcPattern> = (typeof RPC)[P]['response'];
export type RpcRequest<P extends RpcPattern> = MessageShape<RpcRequestSchema<P>>;
export type RpcResponse<P extends RpcPattern> = MessageShape<RpcResponseSchema<P>>;

export const RPC_PATTERNS = Object.freeze(Object.keys(RPC) as RpcPattern[]);

export function isEventSubject(subject: string): subject is EventSubject {
  return Object.hasOwn(EVENTS, subject);
}

export function isRpcPattern(pattern: string): pattern is RpcPattern {
  return Object.hasOwn(RPC, pattern);
}

/** The registry entry of an event subject; throws on a subject that is not registered. */
export function eventDefinition<S extends EventSubject>(subject: S): (typeof EVENTS)[S] {
  if (!isEventSubject(subject)) throw new Error(`Unknown event subject "${String(subject)}".`);
  return EVENTS[subject];
}

/** The registry entry of an RPC pattern; throws on a pattern that is not registered. */
export function rpcDefinition<P extends RpcPattern>(pattern: P): (typeof RPC)[P] {
  if (!isRpcPattern(pattern)) throw new Error(`Unknown RPC pattern "${String(pattern)}".`);
  return RPC[pattern];
}

/** The stream whose subjects capture `subject`, or undefined when none does. */
export function streamForSubject(subject: string): (typeof STREAMS)[StreamService] | undefined {
  return Object.values(STREAMS).find((candidate) =>
    candidate.subjects.some((filter) => subjectMatchesFilter(filter, subject)),
  );
}

function stream<const Name extends string, const Filter extends string>(name: Name, filter: Filter) {
  return Object.freeze({ name, subjects: Object.freeze([filter] as const) });
}

function event<const Service extends StreamService, Desc extends DescMessage>(
  service: Service,
  schema: Desc,
) {
  return Object.freeze({
    service,
    stream: STREAMS[service].name as (typeof STREAMS)[Service]['name'],
    schema,
    typeName: schema.typeName as MessageShape<Desc>['$typeName'],
  });
}

function rpc<Method extends DescMethod>(method: Method) {
  return Object.freeze({
    /** Full proto name, `rubrica.billing.v1.BillingQuotaService.MaySend`. */
    method: `${method.parent.typeName}.${method.name}`,
    request: method.input as Method['input'],
    response: method.output as Method['output'],
  });
}
