import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { blobKeys, putPdf, type BlobStore } from '@rubrica/blob';
import type { DataSource } from 'typeorm';
import type { RecipientIdentifier } from '../../src/envelopes/recipient.entity.js';
import { randomHashid, sha256 } from './flow-test-kit.js';

export interface RecipientSeed {
  name?: string;
  email?: string;
  type?: 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';
  routingOrder?: number | null;
  identifiers?: RecipientIdentifier[];
  via?: 'email' | 'whatsapp' | 'face-to-face';
  signatureType?: 'simple' | 'qualified' | null;
}

export interface FieldSeed {
  recipient: number;
  document?: number;
  type?: 'signature' | 'initial' | 'checkbox' | 'dropdown' | 'text' | 'date' | 'comments' | 'qrcode';
  isRequired?: boolean;
  options?: string[];
  value?: string | null;
}

export interface EnvelopeSeed {
  organizationId?: string;
  senderUserId?: string;
  senderEmail?: string;
  title?: string;
  state?: string;
  recipients?: RecipientSeed[];
  documents?: string[];
  fields?: FieldSeed[];
  expireAt?: Date | null;
  reminderHours?: 24 | 72 | 120 | null;
  isSandbox?: boolean;
  /** Signers get only the signature fields `fields` lists (none added for them). */
  onlyListedFields?: boolean;
}

export interface SeededEnvelope {
  id: string;
  hashid: string;
  organizationId: string;
  senderUserId: string;
  senderEmail: string;
  recipientIds: string[];
  documentIds: string[];
  documentBytes: Buffer[];
  fieldIds: string[];
}

/** A small but real PDF (one empty page), different for each label. */
export function tinyPdf(label: string): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    `% ${label}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/**
 * An envelope written straight into the tables (the drafting API is another feature), with its
 * documents in the blob store under the drafting API's key layout.
 */
export async function seedEnvelope(
  dataSource: DataSource,
  blobs: BlobStore,
  seed: EnvelopeSeed = {},
): Promise<SeededEnvelope> {
  const id = randomUUID();
  const organizationId = seed.organizationId ?? randomUUID();
  const senderUserId = seed.senderUserId ?? randomUUID();
  const senderEmail = seed.senderEmail ?? `sender-${id.slice(0, 6)}@example.com`;
  const hashid = randomHashid();
  await dataSource.query(
    `INSERT INTO envelopes (id, hashid, organization_id, sender_user_id, sender_name, sender_email, title, subject,
       message, state, is_sandbox, expire_at, action_reminder_frequency)
     VALUES ($1, $2, $3, $4, 'Sofia Sender', $5, $6, 'Contract subject', 'Please sign', $7, $8, $9, $10)`,
    [
      id,
      hashid,
      organizationId,
      senderUserId,
      senderEmail,
      seed.title ?? 'Contract',
      seed.state ?? 'draft',
      seed.isSandbox ?? false,
      seed.expireAt ?? null,
      seed.reminderHours ?? null,
    ],
  );
  const documentIds: string[] = [];
  const documentBytes: Buffer[] = [];
  for (const [position, name] of (seed.documents ?? ['contract.pdf']).entries()) {
    const documentId = randomUUID();
    const bytes = tinyPdf(`${id}-${name}`);
    const key = blobKeys.documentOriginal(organizationId, id, documentId);
    await putPdf(blobs, key, bytes);
    await dataSource.query(
      `INSERT INTO documents (id, envelope_id, name, original_blob_key, current_blob_key, sha256, pages, size, position)
       VALUES ($1, $2, $3, $4, $4, $5, 1, $6, $7)`,
      [documentId, id, name, key, sha256(bytes), bytes.length, position],
    );
    documentIds.push(documentId);
    documentBytes.push(bytes);
  }
  const recipientIds: string[] = [];
  for (const [position, recipient] of (seed.recipients ?? [{}]).entries()) {
    const recipientId = randomUUID();
    const type = recipient.type ?? 'signer';
    await dataSource.query(
      `INSERT INTO recipients (id, envelope_id, type, signature_type, routing_order, state, addressees, position)
       VALUES ($1, $2, $3, $4, $5, 'waiting', $6, $7)`,
      [
        recipientId,
        id,
        type,
        recipient.signatureType === undefined
          ? type === 'signer'
            ? 'simple'
            : null
          : recipient.signatureType,
        recipient.routingOrder ?? null,
        JSON.stringify([
          {
            name: recipient.name ?? `Recipient ${position + 1}`,
            value: recipient.email ?? `recipient-${position + 1}-${id.slice(0, 6)}@example.com`,
            via: recipient.via ?? 'email',
            identifiers: recipient.identifiers ?? [],
          },
        ]),
        position,
      ],
    );
    recipientIds.push(recipientId);
  }
  const fieldIds: string[] = [];
  for (const field of seed.fields ?? []) {
    const fieldId = randomUUID();
    await dataSource.query(
      `INSERT INTO fields (id, document_id, recipient_id, type, title, value, options, is_required, widgets)
       VALUES ($1, $2, $3, $4, 'Field', $5, $6, $7, $8)`,
      [
        fieldId,
        documentIds[field.document ?? 0],
        recipientIds[field.recipient],
        field.type ?? 'text',
        field.value ?? null,
        field.options ? JSON.stringify(field.options) : null,
        field.isRequired ?? false,
        JSON.stringify([{ page: 1, x_axis: 0.1, y_axis: 0.2, width: 0.3, height: 0.05, font_size: 12 }]),
      ],
    );
    fieldIds.push(fieldId);
  }
  await giveSignersASignature(dataSource, blobs, seed, documentIds[0], recipientIds);
  return {
    id,
    hashid,
    organizationId,
    senderUserId,
    senderEmail,
    recipientIds,
    documentIds,
    documentBytes,
    fieldIds,
  };
}

/**
 * A signer is sent only with a signature field to sign in (send-readiness.ts): each seeded signer
 * that the seed gives none gets one, with its signature image already made, so a test about
 * something else can send and sign. Not listed in `fieldIds`.
 */
async function giveSignersASignature(
  dataSource: DataSource,
  blobs: BlobStore,
  seed: EnvelopeSeed,
  documentId: string | undefined,
  recipientIds: string[],
): Promise<void> {
  if (!documentId || seed.onlyListedFields) return;
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  for (const [index, recipient] of (seed.recipients ?? [{}]).entries()) {
    const type = recipient.type ?? 'signer';
    if (type !== 'signer' && type !== 'in-person-signer') continue;
    if (seed.fields?.some((field) => field.recipient === index && field.type === 'signature')) continue;
    await dataSource.query(
      `INSERT INTO fields (id, document_id, recipient_id, type, title, is_required, widgets)
       VALUES ($1, $2, $3, 'signature', 'Signature', true, $4)`,
      [
        randomUUID(),
        documentId,
        recipientIds[index],
        JSON.stringify([{ page: 1, x_axis: 0.5, y_axis: 0.8, width: 0.3, height: 0.08 }]),
      ],
    );
    await blobs.put(blobKeys.recipientSignature(recipientIds[index], 'signature'), png, { size: png.length });
  }
}

export async function stateOf(dataSource: DataSource, envelopeId: string) {
  const [envelope] = await dataSource.query('SELECT state FROM envelopes WHERE id = $1', [envelopeId]);
  const recipients: Array<{ id: string; state: string }> = await dataSource.query(
    'SELECT id, state FROM recipients WHERE envelope_id = $1 ORDER BY position',
    [envelopeId],
  );
  return { state: envelope?.state as string, recipients: recipients.map((recipient) => recipient.state) };
}

export async function outboxSubjects(dataSource: DataSource): Promise<string[]> {
  const rows: Array<{ subject: string }> = await dataSource.query(
    'SELECT subject FROM outbox_events ORDER BY seq',
  );
  return rows.map((row) => row.subject);
}

/** A live action link for a recipient, made directly (as if it had been e-mailed). */
export async function issueToken(
  dataSource: DataSource,
  envelopeId: string,
  recipientId: string,
  purpose: 'action' | 'download' = 'action',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await dataSource.query(
    `INSERT INTO recipient_tokens (id, recipient_id, envelope_id, token_hash, purpose) VALUES ($1, $2, $3, $4, $5)`,
    [randomUUID(), recipientId, envelopeId, sha256(Buffer.from(token)), purpose],
  );
  return token;
}

/** Marks an envelope completed as the sealed answer would: signed copies and the signature page stored. */
export async function sealEnvelope(
  dataSource: DataSource,
  blobs: BlobStore,
  envelope: SeededEnvelope,
): Promise<{ signed: Buffer[]; signaturePage: Buffer }> {
  const signed: Buffer[] = [];
  for (const [index, documentId] of envelope.documentIds.entries()) {
    const bytes = tinyPdf(`signed-${documentId}`);
    const key = `envelopes/${envelope.organizationId}/${envelope.id}/documents/${documentId}/signed.pdf`;
    await blobs.put(key, bytes, { size: bytes.length });
    await dataSource.query(
      `INSERT INTO sealed_documents (document_id, envelope_id, blob_key, sha256, sha1, size) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        documentId,
        envelope.id,
        key,
        sha256(bytes),
        createHash('sha1').update(bytes).digest('hex'),
        bytes.length,
      ],
    );
    signed[index] = bytes;
  }
  const signaturePage = tinyPdf(`signature-page-${envelope.id}`);
  const pageKey = `envelopes/${envelope.organizationId}/${envelope.id}/signature-page.pdf`;
  await blobs.put(pageKey, signaturePage, { size: signaturePage.length });
  await dataSource.query(
    `INSERT INTO envelope_seals (envelope_id, signature_page_blob_key, signature_page_sha256) VALUES ($1, $2, $3)`,
    [envelope.id, pageKey, sha256(signaturePage)],
  );
  await dataSource.query(`UPDATE envelopes SET state = 'completed' WHERE id = $1`, [envelope.id]);
  await dataSource.query(`UPDATE recipients SET state = 'done' WHERE envelope_id = $1`, [envelope.id]);
  return { signed, signaturePage };
}
