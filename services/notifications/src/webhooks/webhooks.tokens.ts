import { Inject } from '@nestjs/common';

/** The WebhookSecretBox sealing secrets at rest. */
export const WEBHOOK_SECRET_BOX = Symbol('WEBHOOK_SECRET_BOX');
/** The SSRF guard's OutboundPolicy for customer URLs. */
export const OUTBOUND_POLICY = Symbol('OUTBOUND_POLICY');

export const InjectSecretBox = () => Inject(WEBHOOK_SECRET_BOX);
export const InjectOutboundPolicy = () => Inject(OUTBOUND_POLICY);
/** The producer of `deliver-webhook` jobs. */
export const WEBHOOK_QUEUE = Symbol('WEBHOOK_QUEUE');
export const InjectWebhookQueue = () => Inject(WEBHOOK_QUEUE);
