import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { decodeRpcRequest, encodeRpcResponse } from '@rubrica/proto';

export interface FakePlanLimit {
  limitation: string;
  quantity: bigint;
}

/**
 * Answers billing's `billing.plan_limits.v1` on `connection` with the limits `limitsOf` gives the
 * asking organization. Give each file a NATS of its own: on a shared server another file's
 * responder could answer first.
 */
export function answerPlanLimits(
  connection: NatsConnection,
  limitsOf: (organizationId: string) => FakePlanLimit[],
): Subscription {
  return connection.subscribe('billing.plan_limits.v1', {
    callback: (_error, message) => {
      const packet = message.json<{ id: string; data: never }>();
      const { organizationId } = decodeRpcRequest('billing.plan_limits.v1', packet.data);
      const response = encodeRpcResponse('billing.plan_limits.v1', { limits: limitsOf(organizationId) });
      message.respond(JSON.stringify({ id: packet.id, response, isDisposed: true }));
    },
  });
}
