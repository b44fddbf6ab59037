import { defineRpc } from '@rubrica/messaging';

/**
 * Billing's request-reply operations (proto `rubrica.billing.v1.BillingQuotaService`), as they
 * travel: the proto3 JSON form with the proto field names (snake_case), which the proto codec
 * also reads (`decodeRpcResponse`). Requests may use either spelling (`organization_id` or
 * `organizationId`).
 */
export interface MaySendRequest {
  organization_id: string;
  envelope_id?: string;
}

export type MaySendReason =
  'MAY_SEND_REASON_OK' | 'MAY_SEND_REASON_NO_CREDITS' | 'MAY_SEND_REASON_PLAN_CYCLE_LIMIT';

export interface MaySendResponse {
  allowed: boolean;
  reason: MaySendReason;
  /** Envelopes the current cycle allows; remaining = available - consumed. */
  available: number;
  consumed: number;
}

export interface ConsumeEnvelopeCreditRequest {
  organization_id: string;
  envelope_id: string;
  idempotency_key: string;
}

export interface ConsumeEnvelopeCreditResponse {
  available: number;
  consumed: number;
  already_consumed: boolean;
}

export interface PlanLimitsRequest {
  organization_id: string;
}

export interface PlanLimitsResponse {
  plan: { id: string; name: string };
  /** `users`, `storage_bytes`, `envelopes` (per cycle). */
  limits: Array<{ limitation: string; quantity: number }>;
  /** What the plan includes beyond its limits (`whatsapp`, `api`). */
  features: string[];
}

export const maySend = defineRpc<MaySendRequest, MaySendResponse>('billing.may_send.v1');
export const consumeEnvelopeCredit = defineRpc<ConsumeEnvelopeCreditRequest, ConsumeEnvelopeCreditResponse>(
  'billing.consume_envelope_credit.v1',
);
export const planLimits = defineRpc<PlanLimitsRequest, PlanLimitsResponse>('billing.plan_limits.v1');
