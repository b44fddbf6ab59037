import { startPrivateNatsServer, type PrivateNatsServer } from '@rubrica/testing';

export type PrivateNats = PrivateNatsServer;

/**
 * A nats-server of the stack's own. Identity answers `identity.resolve_principal.v1` in the fixed
 * queue group `identity`, so on a shared server another stack's identity could answer this
 * stack's gateway about users it has never seen.
 */
export function startPrivateNats(name: string): Promise<PrivateNats> {
  return startPrivateNatsServer(`e2e-${name}`);
}
