import { Injectable } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { callRpc } from '@rubrica/proto';
import type { WhatsappAvailability } from '../envelopes/domain/send-readiness.js';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { FlowConfig } from '../envelope-flow/flow-config.js';

/**
 * Sections 1 and 6: WhatsApp delivery only in the Brazilian edition, and only when the
 * organization's plan has the `whatsapp` feature (billing answers with the plan's features).
 */
@Injectable()
export class WhatsappDeliveryPolicy {
  constructor(
    private readonly rpc: RpcClient,
    @InjectEnvelopesConfig() private readonly config: FlowConfig,
  ) {}

  async availability(organizationId: string): Promise<WhatsappAvailability> {
    if (this.config.PRODUCT_EDITION !== 'br') return 'not-in-edition';
    const answer = await callRpc(this.rpc, 'billing.plan_limits.v1', { organizationId });
    return answer.features.includes('whatsapp') ? 'allowed' : 'not-in-plan';
  }
}
