import { Injectable } from '@nestjs/common';
import { defineRpc, RpcClient } from '@rubrica/messaging';
import type { WhatsappAvailability } from '../envelopes/domain/send-readiness.js';
import { InjectFlowConfig, type FlowConfig } from '../envelope-flow/flow-config.js';

// Billing's `billing.plan_limits.v1` as it travels (proto3 JSON); see proto/rubrica/billing/v1/quota.proto.
interface PlanLimitsRequest {
  organization_id: string;
}
interface PlanLimitsResponse {
  plan?: { id: string; name: string };
  features?: string[];
}

const planLimits = defineRpc<PlanLimitsRequest, PlanLimitsResponse>('billing.plan_limits.v1');

/**
 * Sections 1 and 6: WhatsApp delivery only in the Brazilian edition, and only when the
 * organization's plan has the `whatsapp` feature (billing answers with the plan's features).
 */
@Injectable()
export class WhatsappDeliveryPolicy {
  constructor(
    private readonly rpc: RpcClient,
    @InjectFlowConfig() private readonly config: FlowConfig,
  ) {}

  async availability(organizationId: string): Promise<WhatsappAvailability> {
    if (this.config.PRODUCT_EDITION !== 'br') return 'not-in-edition';
    const answer = await this.rpc.request(planLimits, { organization_id: organizationId });
    return (answer.features ?? []).includes('whatsapp') ? 'allowed' : 'not-in-plan';
  }
}
