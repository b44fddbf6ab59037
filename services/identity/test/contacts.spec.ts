import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { resolveTestServices } from '@rubrica/testing';
import { EVENTS, encodeEvent, STREAMS, timestampNow } from '@rubrica/proto';
import { eventually, gatewayHeaders, useIdentityApp } from './support/workspace-test-kit.js';
import type { SeededUser } from './support/workspace-test-kit.js';
import { useTwoOrganizations } from './support/two-organizations.js';

const identity = useIdentityApp('contacts');
const { ana, bruno, acme, carla, globex } = useTwoOrganizations(identity);
let nats: NatsConnection;

const SENT = 'rubrica.envelopes.envelope.sent';

beforeAll(async () => {
  nats = await connect({ servers: (await resolveTestServices()).natsUrl });
});

afterAll(async () => {
  if (nats) {
    const jsm = await jetstreamManager(nats);
    await jsm.consumers
      .delete(STREAMS.envelopes.name, identity.config.CONTACTS_EVENTS_DURABLE)
      .catch(() => undefined);
    await nats.close();
  }
});

const asAna = () => gatewayHeaders(ana, acme, { owner: true });
const asBruno = () => gatewayHeaders(bruno, acme);
const asCarla = () => gatewayHeaders(carla, globex, { owner: true });

async function createContact(headers: Record<string, string>, json: unknown) {
  return identity.call('POST', '/contacts', { headers, json });
}

async function contactCount(): Promise<number> {
  const rows: Array<{ count: string }> = await identity.dataSource.query('SELECT count(*) FROM contacts');
  return Number(rows[0]!.count);
}

describe('creating a contact', () => {
  it('stores trimmed values, the e-mail lower-cased and the phone in E.164', async () => {
    const answer = await createContact(asAna(), {
      name: '  Daniel Rocha ',
      email: ' Daniel.Rocha@Example.com ',
      phone: ' +55 11 9 8765-4321 ',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      name: 'Daniel Rocha',
      email: 'daniel.rocha@example.com',
      phone: '+5511987654321',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('accepts a contact without a phone (null)', async () => {
    const answer = await createContact(asAna(), { name: 'Eva', email: 'eva@example.com', phone: '' });
    expect(answer.status).toBe(201);
    expect(answer.body.phone).toBeNull();
  });

  type Refusal = [label: string, json: object, field: string, message: string];
  const NOT_INTERNATIONAL_PHONE = 'The phone must be a valid international phone number.';

  it.each<Refusal>([
    ['the name is missing', { email: 'x1@example.com' }, 'name', 'The name field is required.'],
    ['the name is blank', { name: '   ', email: 'x2@example.com' }, 'name', 'The name field is required.'],
    ['the e-mail is missing', { name: 'X' }, 'email', 'The email field is required.'],
    [
      'the e-mail is malformed',
      { name: 'X', email: 'not-an-email' },
      'email',
      'The email must be a valid email address.',
    ],
    ...[
      ['the phone has no country code', 'x3@example.com', '11987654321'],
      ['the phone is not a real number', 'x4@example.com', '+55 11 1234'],
    ].map(([label, email, phone]): Refusal => [
      label,
      { name: 'X', email, phone },
      'phone',
      NOT_INTERNATIONAL_PHONE,
    ]),
  ])('answers 422 on %s', async (_case, json, field, message) => {
    const before = await contactCount();
    const answer = await createContact(asAna(), json);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
    expect(await contactCount()).toBe(before);
  });

  it('refuses an e-mail the same user already has (any case) with 422 on email', async () => {
    await createContact(asAna(), { name: 'Fabio', email: 'fabio@example.com' });
    const answer = await createContact(asAna(), { name: 'Fabio 2', email: 'FABIO@example.com' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('lets another member keep a contact with the same e-mail', async () => {
    const answer = await createContact(asBruno(), { name: 'Fabio', email: 'fabio@example.com' });
    expect(answer.status).toBe(201);
  });

  it('needs the organization header (400) and a membership (403)', async () => {
    const withoutOrganization = await createContact(gatewayHeaders(ana), {
      name: 'G',
      email: 'g@example.com',
    });
    expect(withoutOrganization.status).toBe(400);
    const notMember = await createContact(gatewayHeaders(carla, acme), { name: 'G', email: 'g@example.com' });
    expect(notMember.status).toBe(403);
    const anonymous = await identity.call('GET', '/contacts');
    expect(anonymous.status).toBe(401);
  });
});

describe('listing, reading, changing and deleting contacts', () => {
  let owner: SeededUser;
  let ids: string[];

  beforeAll(async () => {
    owner = await identity.seed.user({ name: 'Lister' });
    await identity.seed.membership(acme.id, owner.id, acme.defaultRoleId);
    ids = [];
    for (let index = 0; index < 17; index += 1) {
      const name = `Person ${String(index).padStart(2, '0')}`;
      const answer = await createContact(gatewayHeaders(owner, acme), {
        name,
        email: `person${index}@example.org`,
      });
      ids.push(answer.body.id);
    }
    await createContact(gatewayHeaders(owner, acme), {
      name: 'Zoe 50%',
      email: 'zoe@search.test',
      phone: '+14155552671',
    });
  });

  it('pages 15 at a time, by name, with links and meta', async () => {
    const first = await identity.call('GET', '/contacts', { headers: gatewayHeaders(owner, acme) });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(15);
    expect(first.body.data[0].name).toBe('Person 00');
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 15, total: 18, last_page: 2 });
    expect(first.body.links).toEqual({ next: '?page=2', prev: null });
    const second = await identity.call('GET', '/contacts?page=2', {
      headers: gatewayHeaders(owner, acme),
    });
    expect(second.body.data.map((contact: { name: string }) => contact.name)).toEqual([
      'Person 15',
      'Person 16',
      'Zoe 50%',
    ]);
    expect(second.body.links).toEqual({ next: null, prev: '?page=1' });
  });

  it('searches name, e-mail and phone, matching % literally', async () => {
    const search = async (q: string) =>
      (
        await identity.call('GET', `/contacts?q=${encodeURIComponent(q)}`, {
          headers: gatewayHeaders(owner, acme),
        })
      ).body.data.map((contact: { name: string }) => contact.name);
    expect(await search('zoe@search')).toEqual(['Zoe 50%']);
    expect(await search('4155552')).toEqual(['Zoe 50%']);
    expect(await search('50%')).toEqual(['Zoe 50%']);
    expect(await search('son 1')).toHaveLength(7);
    const paged = await identity.call('GET', '/contacts?q=person', {
      headers: gatewayHeaders(owner, acme),
    });
    expect(paged.body.links.next).toBe('?q=person&page=2');
  });

  it('shows only the caller’s own contacts', async () => {
    const list = await identity.call('GET', '/contacts', { headers: asBruno() });
    expect(list.body.data.map((contact: { email: string }) => contact.email)).toEqual(['fabio@example.com']);
  });

  it('reads one contact', async () => {
    const answer = await identity.call('GET', `/contacts/${ids[3]}`, {
      headers: gatewayHeaders(owner, acme),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: ids[3],
      name: 'Person 03',
      email: 'person3@example.org',
      phone: null,
    });
  });

  it('updates a contact with the same rules', async () => {
    const headers = gatewayHeaders(owner, acme);
    const updated = await identity.call('PUT', `/contacts/${ids[4]}`, {
      headers,
      json: { name: ' Renamed ', email: 'Renamed@Example.org', phone: '+55 21 2345-6789' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Renamed',
      email: 'renamed@example.org',
      phone: '+552123456789',
    });

    const badPhone = await identity.call('PUT', `/contacts/${ids[4]}`, {
      headers,
      json: { name: 'Renamed', email: 'renamed@example.org', phone: '123' },
    });
    expect(badPhone.status).toBe(422);
    expect(Object.keys(badPhone.body.errors)).toEqual(['phone']);

    const noName = await identity.call('PUT', `/contacts/${ids[4]}`, {
      headers,
      json: { email: 'renamed@example.org' },
    });
    expect(noName.status).toBe(422);
    expect(Object.keys(noName.body.errors)).toEqual(['name']);

    const taken = await identity.call('PUT', `/contacts/${ids[4]}`, {
      headers,
      json: { name: 'Renamed', email: 'person5@example.org' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });

    const stored = await identity.call('GET', `/contacts/${ids[4]}`, { headers });
    expect(stored.body).toMatchObject({
      name: 'Renamed',
      email: 'renamed@example.org',
      phone: '+552123456789',
    });
  });

  it('deletes a contact (204), after which it is gone (404)', async () => {
    const headers = gatewayHeaders(owner, acme);
    const deleted = await identity.call('DELETE', `/contacts/${ids[5]}`, { headers });
    expect(deleted.status).toBe(204);
    expect((await identity.call('GET', `/contacts/${ids[5]}`, { headers })).status).toBe(404);
    expect((await identity.call('DELETE', `/contacts/${ids[5]}`, { headers })).status).toBe(404);
  });

  it('answers 404 for an id that is not a uuid', async () => {
    const answer = await identity.call('GET', '/contacts/not-a-uuid', {
      headers: gatewayHeaders(owner, acme),
    });
    expect(answer.status).toBe(404);
  });

  it('never lets another member, nor another organization, read or change a contact', async () => {
    const id = ids[6]!;
    const attempts = [
      { headers: asBruno(), expected: 404 }, // same organization, another user
      { headers: asCarla(), expected: 404 }, // another organization, the caller's own
      { headers: gatewayHeaders(carla, acme), expected: 403 }, // naming an organization they are not in
    ];
    for (const { headers, expected } of attempts) {
      expect((await identity.call('GET', `/contacts/${id}`, { headers })).status).toBe(expected);
      const put = await identity.call('PUT', `/contacts/${id}`, {
        headers,
        json: { name: 'Hacked', email: 'hacked@example.com' },
      });
      expect(put.status).toBe(expected);
      expect((await identity.call('DELETE', `/contacts/${id}`, { headers })).status).toBe(expected);
    }
    const stored = await identity.call('GET', `/contacts/${id}`, {
      headers: gatewayHeaders(owner, acme),
    });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ name: 'Person 06', email: 'person6@example.org' });
  });
});

describe('contacts added from sent envelopes', () => {
  let sender: SeededUser;

  beforeAll(async () => {
    sender = await identity.seed.user({
      name: 'Sender',
      email: `sender-${randomUUID()}@example.com`,
    });
    await identity.seed.membership(acme.id, sender.id, acme.defaultRoleId);
    const existing = await createContact(gatewayHeaders(sender, acme), {
      name: 'Known Person',
      email: 'known@example.net',
    });
    expect(existing.status).toBe(201);
  });

  type EnvelopeSentInit = Parameters<typeof encodeEvent<typeof SENT>>[1];
  type Recipient = { id?: string; name: string; email: string; phone?: string };
  type EnvelopeOverrides = {
    isSandbox?: boolean;
    organizationId?: string;
    sender?: { userId: string; name: string; email: string };
    recipients?: Recipient[];
  };

  function envelopeSent(overrides: EnvelopeOverrides = {}): EnvelopeSentInit {
    return {
      envelopeId: randomUUID(),
      organizationId: acme.id,
      isSandbox: false,
      occurredAt: timestampNow(),
      sender: { userId: sender.id, name: sender.name, email: sender.email },
      title: 'Contract',
      recipients: [
        { id: randomUUID(), name: 'Helena Prado', email: 'Helena@Example.net', phone: '5511987654321' },
        { id: randomUUID(), name: 'Known Person Renamed', email: 'KNOWN@example.net' },
        { id: randomUUID(), name: 'Helena again', email: 'helena@example.net' },
        { id: randomUUID(), name: 'Myself', email: sender.email.toUpperCase() },
        { id: randomUUID(), name: 'Broken', email: 'not-an-address' },
        { id: randomUUID(), name: '', email: 'noname@example.net', phone: '' },
      ],
      ...overrides,
    };
  }

  async function publish(event: EnvelopeSentInit, eventId: string = randomUUID()): Promise<string> {
    const headers = natsHeaders();
    headers.set('Rubrica-Event-Type', EVENTS[SENT].typeName);
    await jetstream(nats).publish(SENT, JSON.stringify(encodeEvent(SENT, event)), {
      msgID: eventId,
      headers,
    });
    return eventId;
  }

  async function processed(eventId: string): Promise<void> {
    await eventually(async () => {
      const rows: unknown[] = await identity.dataSource.query(
        'SELECT 1 FROM processed_events WHERE consumer = $1 AND event_id = $2',
        [identity.config.CONTACTS_EVENTS_DURABLE, eventId],
      );
      return rows.length ? true : undefined;
    }, `event ${eventId} to be processed`);
  }

  async function sendersContacts(): Promise<Array<{ name: string; email: string; phone: string | null }>> {
    return identity.dataSource.query(
      'SELECT name, email, phone FROM contacts WHERE owner_user_id = $1 AND organization_id = $2 ORDER BY email',
      [sender.id, acme.id],
    );
  }

  it('adds each new recipient address once, keeps existing entries and skips the sender and bad addresses', async () => {
    await processed(await publish(envelopeSent()));
    expect(await sendersContacts()).toEqual([
      { name: 'Helena Prado', email: 'helena@example.net', phone: '+5511987654321' },
      { name: 'Known Person', email: 'known@example.net', phone: null },
      { name: 'noname@example.net', email: 'noname@example.net', phone: null },
    ]);
  });

  it('applies an event once: the same event again, or re-published under a new id, adds nothing', async () => {
    const event = envelopeSent();
    const eventId = await publish(event);
    await processed(eventId);
    const before = await sendersContacts();
    // Re-published under the same id: JetStream drops it. Under another id (an outbox row sent
    // again after the deduplication window): the handler runs, and finds every address known.
    await publish(event, eventId);
    const againId = await publish(event);
    await processed(againId);
    expect(await sendersContacts()).toEqual(before);
    const applied: unknown[] = await identity.dataSource.query(
      'SELECT 1 FROM processed_events WHERE consumer = $1 AND event_id = $2',
      [identity.config.CONTACTS_EVENTS_DURABLE, eventId],
    );
    expect(applied).toHaveLength(1);
  });

  it('adds nothing for sandbox envelopes, for senders outside the organization, or in another organization', async () => {
    const before = await contactCount();
    const sandbox = await publish(
      envelopeSent({ isSandbox: true, recipients: [{ email: 'sandbox@example.net', name: 'S' }] }),
    );
    const stranger = await publish(
      envelopeSent({
        sender: { userId: carla.id, name: 'Carla', email: carla.email },
        recipients: [{ email: 'stranger@example.net', name: 'S' }],
      }),
    );
    await processed(sandbox);
    await processed(stranger);
    expect(await contactCount()).toBe(before);

    const elsewhere = await publish(
      envelopeSent({
        organizationId: globex.id,
        sender: { userId: carla.id, name: 'Carla', email: carla.email },
        recipients: [{ email: 'helena@example.net', name: 'Helena at Globex' }],
      }),
    );
    await processed(elsewhere);
    const carlas = await identity.call('GET', '/contacts', { headers: asCarla() });
    expect(carlas.body.data.map((contact: { name: string }) => contact.name)).toEqual(['Helena at Globex']);
  });
});
