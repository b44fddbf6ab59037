import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { ensureStream } from '@rubrica/messaging';
import { STREAMS, timestampNow } from '@rubrica/proto';
import { verifyEventChain } from '../src/envelopes/domain/envelope-event-chain.js';
import { envelopeHistory } from './envelopes-database.js';
import { seedEnvelope } from './flow-support/envelope-fixtures.js';
import { useFlowApp } from './flow-support/flow-test-kit.js';

const kit = useFlowApp('integration_push_history');

beforeAll(async () => {
  await ensureStream(await jetstreamManager(kit.nats), {
    name: STREAMS.notifications.name,
    subjects: [...STREAMS.notifications.subjects],
  });
});

const historyOf = (envelopeId: string) => envelopeHistory(kit.dataSource, envelopeId);

async function completedEnvelope() {
  return seedEnvelope(kit.dataSource, kit.blobs, {
    organizationId: randomUUID(),
    state: 'completed',
    recipients: [{ name: 'Ana', email: `ana-${randomUUID().slice(0, 8)}@example.com` }],
  });
}

/** The notifications service's report of a push of the envelope's files to a DocuWare file cabinet. */
function pushEvent(
  envelope: { id: string; organizationId: string },
  outcome: { attemptsMade: number; documents?: Array<{ name: string; externalId: string }>; reason?: string },
) {
  return {
    pushId: randomUUID(),
    envelopeId: envelope.id,
    organizationId: envelope.organizationId,
    integrationType: 'docuware',
    target: 'Contratos',
    documents: [],
    occurredAt: timestampNow(),
    ...outcome,
  };
}

describe('a push to the organization’s archive on the envelope history', () => {
  it('records a push once, naming the tool, the file cabinet and each stored file', async () => {
    const envelope = await completedEnvelope();
    const event = pushEvent(envelope, {
      documents: [
        { name: 'Contrato.pdf', externalId: '41' },
        { name: 'Contrato - signature page.pdf', externalId: '42' },
      ],
      attemptsMade: 2,
    });
    expect(await kit.handled('rubrica.notifications.integration.pushed', event)).toBe('applied');
    // Published again under another event id (an outbox replay): still one entry.
    expect(await kit.handled('rubrica.notifications.integration.pushed', event)).toBe('applied');

    const entries = (await historyOf(envelope.id)).filter((entry) => entry.type === 'integration.pushed');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.message).toBe('Signed documents archived in DocuWare (file cabinet Contratos)');
    expect(entries[0]?.data).toEqual({
      push_id: event.pushId,
      integration: 'docuware',
      target: 'Contratos',
      documents: [
        { name: 'Contrato.pdf', external_id: '41' },
        { name: 'Contrato - signature page.pdf', external_id: '42' },
      ],
      attempts: 2,
    });
    expect(verifyEventChain(await historyOf(envelope.id)).valid).toBe(true);
  });

  it('records a push that failed for good with its last error', async () => {
    const envelope = await completedEnvelope();
    const eventId = await kit.publish(
      'rubrica.notifications.integration.push_failed',
      pushEvent(envelope, { reason: 'integrations.server_unavailable: store: HTTP 503', attemptsMade: 8 }),
    );
    expect(await kit.settled(eventId)).toBe('applied');
    const [entry] = (await historyOf(envelope.id)).filter((item) => item.type === 'integration.push_failed');
    expect(entry?.message).toBe('The signed documents could not be archived in DocuWare');
    expect(entry?.data).toMatchObject({
      reason: 'integrations.server_unavailable: store: HTTP 503',
      attempts: 8,
    });
  });

  it('ignores a push that names another organization than the envelope’s, or an envelope it does not hold', async () => {
    const envelope = await completedEnvelope();
    for (const named of [
      { id: envelope.id, organizationId: randomUUID() },
      { id: randomUUID(), organizationId: envelope.organizationId },
    ]) {
      const eventId = await kit.publish(
        'rubrica.notifications.integration.pushed',
        pushEvent(named, { attemptsMade: 1 }),
      );
      expect(await kit.settled(eventId)).toBe('applied');
    }
    expect((await historyOf(envelope.id)).filter((entry) => entry.type.startsWith('integration.'))).toEqual(
      [],
    );
  });
});
