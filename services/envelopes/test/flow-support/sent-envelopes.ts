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
  const sql = `SELECT addressees->0->>'value' AS email FROM recipients WHERE id = $1`;
  return (await recipientRow<{ email: string }>(kit, envelope, index, sql)).email;
}

/** The first row `sql` reads for the envelope's recipient at `index` (the recipient's id is `$1`). */
async function recipientRow<T>(
  kit: FlowTestApp,
  envelope: SeededEnvelope,
  index: number,
  sql: string,
): Promise<T> {
  const [row] = await kit.dataSource.query(sql, [envelope.recipientIds[index]]);
  return row as T;
}

/** The link token last e-mailed to the envelope's recipient at `index`. */
export async function recipientToken(
  kit: FlowTestApp,
  envelope: SeededEnvelope,
  index: number,
): Promise<string> {
  return linkTokenFor(kit, await addressOf(kit, envelope, index));
}

/** The id of the signing request pending for the envelope's recipient at `index`. */
export async function pendingRequestOf(
  kit: FlowTestApp,
  envelope: SeededEnvelope,
  index: number,
): Promise<string> {
  const sql = `SELECT id FROM signing_requests WHERE recipient_id = $1 AND status = 'pending'`;
  return (await recipientRow<{ id: string }>(kit, envelope, index, sql)).id;
}

/** The envelope's recipient at `index` acts through the link e-mailed to them; the signing request that opened. */
export async function signThroughLink(
  kit: FlowTestApp,
  envelope: SeededEnvelope,
  index: number,
): Promise<string> {
  const token = await recipientToken(kit, envelope, index);
  const answer = await call(kit.url, 'POST', `/p/envelopes/recipients/${token}`, { json: {} });
  expect(answer.status).toBe(202);
  return pendingRequestOf(kit, envelope, index);
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

/**
 * The signing service's `recipient.applied` for the envelope's recipient at `index`: each document
 * moved to the revision that recipient's signature made.
 */
export function recipientApplied(
  envelope: SeededEnvelope,
  index: number,
  requestId: string,
  sha256 = 'a'.repeat(64),
) {
  return {
    ...flowEventHead(envelope),
    recipientId: envelope.recipientIds[index]!,
    requestId,
    documents: envelope.documentIds.map((documentId) => ({
      documentId,
      blobKey: `envelopes/${envelope.organizationId}/${envelope.id}/documents/${documentId}/revision-${index + 1}.pdf`,
      sha256,
      sizeBytes: 100n,
    })),
  };
}

/** What the envelope's `envelope.sealing_requested` asked of the signing service (its outbox payload). */
export async function sealingRequestOf(kit: FlowTestApp, envelope: SeededEnvelope) {
  const [sealing] = await kit.dataSource.query(
    `SELECT payload FROM outbox_events
      WHERE subject = 'rubrica.envelopes.envelope.sealing_requested' AND payload->>'envelopeId' = $1`,
    [envelope.id],
  );
  return sealing.payload;
}

/**
 * The signing service's `envelope.sealed` answering `requestId`: the envelope's first document
 * sealed into `signed.pdf` (`seal` gives its SHA-1 and whether it was timestamped), beside the
 * signature page.
 */
export function envelopeSealed(
  envelope: SeededEnvelope,
  requestId: string,
  seal: { sha1: string; timestamped?: boolean },
) {
  return {
    ...flowEventHead(envelope),
    requestId,
    documents: [
      {
        documentId: envelope.documentIds[0]!,
        blobKey: `envelopes/${envelope.organizationId}/${envelope.id}/documents/${envelope.documentIds[0]}/signed.pdf`,
        sha256: 'b'.repeat(64),
        sizeBytes: 200n,
        ...seal,
      },
    ],
    signaturePage: {
      documentId: '',
      blobKey: `envelopes/${envelope.organizationId}/${envelope.id}/signature-page.pdf`,
      sha256: 'd'.repeat(64),
      sizeBytes: 300n,
    },
  };
}
