import { timestampNow } from '@rubrica/proto';
import { seedEnvelope, type EnvelopeSeed, type SeededEnvelope } from './envelope-fixtures.js';
import { call, linkTokenFor, member, type FlowTestApp } from './flow-test-kit.js';

/** Seeds an envelope and sends it as its sender, which must succeed. */
export async function sendSeeded(kit: FlowTestApp, seed: EnvelopeSeed = {}): Promise<SeededEnvelope> {
  const envelope = await seedEnvelope(kit.dataSource, kit.blobs, seed);
  const answer = await call(kit.url, 'POST', `/envelopes/${envelope.id}/send`, {
    headers: member(envelope.senderUserId, envelope.organizationId),
  });
  expect(answer.status).toBe(200);
  return envelope;
}

/** The address of the envelope's recipient at `index` (as the recipient row holds it now). */
export async function addressOf(kit: FlowTestApp, envelope: SeededEnvelope, index: number): Promise<string> {
  const [row] = await kit.dataSource.query(
    `SELECT addressees->0->>'value' AS email FROM recipients WHERE id = $1`,
    [envelope.recipientIds[index]],
  );
  return row.email;
}

/** The link token last e-mailed to the envelope's recipient at `index`. */
export async function recipientToken(
  kit: FlowTestApp,
  envelope: SeededEnvelope,
  index: number,
): Promise<string> {
  return linkTokenFor(kit, await addressOf(kit, envelope, index));
}

/** The head of an event about a production envelope, as the signing service sends it. */
export function flowEventHead(envelope: SeededEnvelope) {
  return {
    envelopeId: envelope.id,
    organizationId: envelope.organizationId,
    isSandbox: false,
    occurredAt: timestampNow(),
  };
}
