import { connect, type NatsConnection } from '@nats-io/transport-node';
import { decodeRpcRequest, encodeRpcResponse } from '@rubrica/proto';
import { startIdentityApp, type IdentityTestApp } from './workspace-test-kit.js';

export interface FakePlanLimit {
  limitation: string;
  quantity: bigint;
}

/**
 * The app a spec file runs against (as `useIdentityApp` gives it), whose calls to billing's
 * `billing.plan_limits.v1` get the limits `limitsOf` gives the asking organization. It has a NATS
 * of its own: on a shared server another file's responder could answer first.
 */
export function useIdentityWithPlanLimits(
  name: string,
  limitsOf: (organizationId: string) => FakePlanLimit[],
): IdentityTestApp {
  const identity = {} as IdentityTestApp;
  let nats: NatsConnection | undefined;
  beforeAll(async () => {
    const privateNats = { privateNats: { fallbackToShared: true } };
    Object.assign(identity, await startIdentityApp(name, {}, {}, privateNats));
    nats = await connect({ servers: identity.config.NATS_URL });
    answerPlanLimits(nats, limitsOf);
    await nats.flush();
  });
  afterAll(async () => {
    await nats?.close();
    await identity.close?.();
  });
  return identity;
}

function answerPlanLimits(
  connection: NatsConnection,
  limitsOf: (organizationId: string) => FakePlanLimit[],
): void {
  connection.subscribe('billing.plan_limits.v1', {
    callback: (_error, message) => {
      const packet = message.json<{ id: string; data: never }>();
      const { organizationId } = decodeRpcRequest('billing.plan_limits.v1', packet.data);
      const response = encodeRpcResponse('billing.plan_limits.v1', { limits: limitsOf(organizationId) });
      message.respond(JSON.stringify({ id: packet.id, response, isDisposed: true }));
    },
  });
}
