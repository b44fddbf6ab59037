import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { RpcClient } from '@rubrica/messaging';
import { encodeEvent, MembershipChange, timestampNow } from '@rubrica/proto';
import { createLogger } from '@rubrica/telemetry';
import { testEnv, uniqueName } from '@rubrica/testing';
import { IdentityEventsListener, type PrincipalCache } from '../src/auth/identity-events-listener.js';
import { PrincipalResolver } from '../src/auth/principal-resolver.js';
import { deferred, within, type Deferred } from './support/deferred.js';
import { startFakePrincipalRpc, type FakePrincipalRpc, type FakeUser } from './support/fake-principal-rpc.js';

// The event subjects are fixed and shared with every other suite: each test uses users of its own.
const users = new Map<string, FakeUser>();
let principals: FakePrincipalRpc;
let rpc: RpcClient;
let resolver: PrincipalResolver;
let listener: IdentityEventsListener;
let publisher: NatsConnection;
/** Users whose cached answers the listener has been told to drop, with a waiter per user. */
const forgotten = new Map<string, Deferred<void>>();

const forgettingOf = (userId: string): Deferred<void> => {
  const waiter = forgotten.get(userId) ?? deferred();
  forgotten.set(userId, waiter);
  return waiter;
};

beforeAll(async () => {
  const subject = `${uniqueName('gw_cache_invalidation')}.identity.resolve_principal.v1`;
  principals = await startFakePrincipalRpc(subject, users);
  rpc = new RpcClient({ natsUrl: testEnv().natsUrl, name: 'gateway-cache-invalidation-test' });
  resolver = new PrincipalResolver(rpc, { subject });
  // Passes every call through and tells the test it arrived, so no test waits on a clock.
  const cache: PrincipalCache = {
    forgetMembership: (userId, organizationId) => {
      resolver.forgetMembership(userId, organizationId);
      forgettingOf(userId).resolve();
    },
    forgetUser: (userId) => {
      resolver.forgetUser(userId);
      forgettingOf(userId).resolve();
    },
    forgetAll: () => resolver.forgetAll(),
  };
  listener = new IdentityEventsListener(cache, createLogger({ name: 'gateway-test', level: 'silent' }), {
    natsUrl: testEnv().natsUrl,
  });
  await listener.start();
  publisher = await connect({ servers: testEnv().natsUrl, name: 'identity-events-test-publisher' });
});

afterAll(async () => {
  await listener?.stop();
  await publisher?.close();
  await rpc?.close();
  await principals?.close();
});

function addUser(organizationId: string): string {
  const id = randomUUID();
  users.set(id, {
    emailVerified: true,
    registrationCompleted: true,
    memberships: { [organizationId]: { permissions: ['send_envelopes'] } },
  });
  return id;
}

const callsFor = (userId: string) =>
  principals.requests.filter((request) => request.user_id === userId).length;

async function publishMembershipChanged(userId: string, organizationId: string): Promise<void> {
  const payload = encodeEvent('rubrica.identity.membership.changed', {
    userId,
    organizationId,
    occurredAt: timestampNow(),
    change: MembershipChange.UPDATED,
    isOwner: false,
    role: { id: 'role-1', name: 'Usuário' },
    permissions: { sendEnvelopes: false },
  });
  publisher.publish('rubrica.identity.membership.changed', JSON.stringify(payload));
  await publisher.flush();
}

async function publishUserUpdated(userId: string): Promise<void> {
  const payload = encodeEvent('rubrica.identity.user.updated', {
    user: { id: userId, name: 'Renamed User', email: `${userId}@example.com`, lang: 'pt-BR' },
    occurredAt: timestampNow(),
  });
  publisher.publish('rubrica.identity.user.updated', JSON.stringify(payload));
  await publisher.flush();
}

const seen = (userId: string) => within(forgettingOf(userId).promise, 5_000, `no event seen for ${userId}`);

describe('the principal cache and identity events', () => {
  it('asks identity again after a membership.changed for the user and organization', async () => {
    const organizationId = randomUUID();
    const userId = addUser(organizationId);
    await resolver.resolve(userId, organizationId);
    const cached = await resolver.resolve(userId, organizationId);
    expect(cached?.membership?.permissions).toEqual(['send_envelopes']);
    expect(callsFor(userId)).toBe(1);

    users.get(userId)!.memberships[organizationId] = { permissions: [] };
    await publishMembershipChanged(userId, organizationId);
    await seen(userId);

    const fresh = await resolver.resolve(userId, organizationId);
    expect(callsFor(userId)).toBe(2);
    expect(fresh?.membership?.permissions).toEqual([]);
  });

  it('asks identity again about every organization of a user after user.updated', async () => {
    const first = randomUUID();
    const second = randomUUID();
    const userId = addUser(first);
    users.get(userId)!.memberships[second] = { isOwner: true };
    await resolver.resolve(userId, first);
    await resolver.resolve(userId, second);
    await resolver.resolve(userId, undefined);
    await resolver.resolve(userId, first);
    expect(callsFor(userId)).toBe(3);

    await publishUserUpdated(userId);
    await seen(userId);

    await resolver.resolve(userId, first);
    await resolver.resolve(userId, second);
    await resolver.resolve(userId, undefined);
    expect(callsFor(userId)).toBe(6);
  });

  it("keeps a user's answers when the events are about someone else", async () => {
    const organizationId = randomUUID();
    const userId = addUser(organizationId);
    const otherId = addUser(organizationId);
    await resolver.resolve(userId, organizationId);
    await resolver.resolve(userId, undefined);

    await publishMembershipChanged(otherId, organizationId);
    await publishUserUpdated(otherId);
    // NATS keeps one publisher's order: once this last event is seen, the two before it were too.
    const marker = randomUUID();
    await publishUserUpdated(marker);
    await seen(marker);
    expect(forgotten.has(otherId)).toBe(true);

    await resolver.resolve(userId, organizationId);
    await resolver.resolve(userId, undefined);
    expect(callsFor(userId)).toBe(2);
    expect(forgotten.has(userId)).toBe(false);
  });

  it('keeps the answers of other organizations of the user after a membership.changed', async () => {
    const changed = randomUUID();
    const untouched = randomUUID();
    const userId = addUser(changed);
    users.get(userId)!.memberships[untouched] = { permissions: ['manage_teams'] };
    await resolver.resolve(userId, changed);
    await resolver.resolve(userId, untouched);

    await publishMembershipChanged(userId, changed);
    await seen(userId);

    await resolver.resolve(userId, untouched);
    expect(callsFor(userId)).toBe(2);
    await resolver.resolve(userId, changed);
    expect(callsFor(userId)).toBe(3);
  });
});
