import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { blobKeys, type SignatureImageKind } from '@rubrica/blob';
import { DrawingKind } from '@rubrica/proto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { ContentEntity } from '../envelopes/content.entity.js';
import type { DocumentEntity } from '../envelopes/document.entity.js';
import type { RecipientAction } from '../envelopes/domain/envelope-state-machine.js';
import type { MessageLocale } from '@rubrica/errors';
import { renderHistoryActor, renderHistoryMessage } from '../envelopes/history/render-history-entry.js';
import { EnvelopeEventEntity } from '../envelopes/envelope-event.entity.js';
import { FieldEntity } from '../envelopes/field.entity.js';
import type { RecipientEntity } from '../envelopes/recipient.entity.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from './envelope-flow.store.js';
import { FlowMailer } from './flow-mailer.js';
import { contactOf, eventHead } from '../envelopes/envelope-proto.mapper.js';
import { certificateLine, type RecordedCertificate } from './certificate-line.util.js';

/** Where the signing service's public signature-profile route leaves a recipient's images. */
export function signatureImageKey(recipientId: string, kind: SignatureImageKind): string {
  return blobKeys.recipientSignature(recipientId, kind);
}

/** How and from where a recipient acted (printed on the signature page). */
export interface ActionContext {
  ipAddress: string;
  userAgent: string;
  latitude?: number;
  longitude?: number;
}

/**
 * How a qualified signer's certificate signs (proto QualifiedSignature), as kept with the request
 * so the reconciler publishes it again unchanged. Signatures are base64.
 */
export type QualifiedRequest =
  | { cloud: { session: string; alias: string } }
  | {
      external: {
        transactionId: string;
        signatures: Array<{ documentId: string; signature: string }>;
      };
    };

export interface RecipientRequestPayload extends ActionContext {
  action: RecipientAction;
  qualified?: QualifiedRequest;
}

const ACTION_WORDS: Record<RecipientAction, string> = {
  sign: 'signed',
  approve: 'approved',
  follow: 'viewed',
};

/** The actions that finish a signer's or approver's part (viewers follow; they never block completion). */
const ACTOR_ACTIONS = new Set([ACTION_WORDS.sign, ACTION_WORDS.approve]);

export function actionWord(action: RecipientAction): string {
  return ACTION_WORDS[action];
}

function toProtoQualified(qualified: QualifiedRequest) {
  if ('cloud' in qualified) {
    return { method: { case: 'cloud' as const, value: qualified.cloud } };
  }
  return {
    method: {
      case: 'external' as const,
      value: {
        transactionId: qualified.external.transactionId,
        signatures: qualified.external.signatures.map((item) => ({
          documentId: item.documentId,
          signature: Buffer.from(item.signature, 'base64'),
        })),
      },
    },
  };
}

/**
 * The requests the envelopes service makes of the signing service (proto RecipientSigningRequested
 * and EnvelopeSealingRequested): each is a row of signing_requests (so its answer can be matched
 * and stale answers ignored, and the reconciler can publish it again) and an outbox event.
 */
@Injectable()
export class SigningRequests {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly mailer: FlowMailer,
  ) {}

  /** The current working revision of every document (proto DocumentRevision). */
  async currentRevisions(manager: EntityManager, documents: DocumentEntity[]) {
    const rows: Array<{ document_id: string; blob_key: string; sha256: string; size: string }> =
      documents.length
        ? await manager.query(
            'SELECT document_id, blob_key, sha256, size FROM document_revisions WHERE document_id = ANY($1)',
            [documents.map((document) => document.id)],
          )
        : [];
    const byId = new Map(rows.map((row) => [row.document_id, row]));
    return documents.map((document) => {
      const revision = byId.get(document.id);
      return {
        documentId: document.id,
        blobKey: document.currentBlobKey,
        // Before any revision the working copy is the original as uploaded.
        sha256: revision?.blob_key === document.currentBlobKey ? revision.sha256 : document.sha256,
        sizeBytes: BigInt(
          revision?.blob_key === document.currentBlobKey ? Number(revision.size) : document.size,
        ),
      };
    });
  }

  /**
   * Asks for a recipient's revision. One revision of an envelope is made at a time: each is
   * appended to the previous one's output, so while another recipient's request is pending this
   * one waits (`queued`) and is published, with the revisions of that moment, once the pending
   * one settles (`releaseQueued`). The caller holds the envelope's lock.
   */
  async requestRecipientRevision(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    recipient: RecipientEntity,
    payload: RecipientRequestPayload,
  ): Promise<{ requestId: string; queued: boolean }> {
    const requestId = randomUUID();
    const queued = await this.hasPendingRevision(manager, loaded.envelope.id);
    await manager.query(
      `INSERT INTO signing_requests (id, envelope_id, recipient_id, kind, status, payload)
       VALUES ($1, $2, $3, 'recipient', $4, $5)`,
      [requestId, loaded.envelope.id, recipient.id, queued ? 'queued' : 'pending', JSON.stringify(payload)],
    );
    if (!queued) await this.publishRecipientRequest(manager, loaded, recipient, requestId, payload);
    return { requestId, queued };
  }

  /** A recipient's revision is being made for this envelope (its answer has not come yet). */
  async hasPendingRevision(manager: EntityManager, envelopeId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM signing_requests WHERE envelope_id = $1 AND kind = 'recipient' AND status = 'pending' LIMIT 1`,
      [envelopeId],
    );
    return rows.length > 0;
  }

  /** This recipient's own revision is being made or waits its turn. */
  async hasRequestOf(manager: EntityManager, recipientId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM signing_requests
        WHERE recipient_id = $1 AND kind = 'recipient' AND status IN ('pending', 'queued') LIMIT 1`,
      [recipientId],
    );
    return rows.length > 0;
  }

  /** A recipient's revision is being made or waits its turn: the documents are about to move. */
  async hasRevisionUnderWay(manager: EntityManager, envelopeId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM signing_requests
        WHERE envelope_id = $1 AND kind = 'recipient' AND status IN ('pending', 'queued') LIMIT 1`,
      [envelopeId],
    );
    return rows.length > 0;
  }

  /**
   * Once no recipient's revision is pending, publishes the oldest queued request with the
   * envelope's current revisions (the output of the one that just settled). The caller holds the
   * envelope's lock. Returns the published request's id, or null.
   */
  async releaseQueued(manager: EntityManager, loaded: LoadedEnvelope): Promise<string | null> {
    if (await this.hasPendingRevision(manager, loaded.envelope.id)) return null;
    const rows: Array<{ id: string; recipient_id: string; payload: RecipientRequestPayload }> =
      await manager.query(
        `SELECT id, recipient_id, payload FROM signing_requests
          WHERE envelope_id = $1 AND kind = 'recipient' AND status = 'queued'
          ORDER BY created_at, id LIMIT 1 FOR UPDATE`,
        [loaded.envelope.id],
      );
    const next = rows[0];
    if (!next) return null;
    const recipient = loaded.recipients.find((candidate) => candidate.id === next.recipient_id);
    if (!recipient) {
      await manager.query(
        `UPDATE signing_requests SET status = 'superseded', settled_at = now() WHERE id = $1`,
        [next.id],
      );
      return this.releaseQueued(manager, loaded);
    }
    await manager.query(
      `UPDATE signing_requests SET status = 'pending', last_published_at = now() WHERE id = $1`,
      [next.id],
    );
    await this.publishRecipientRequest(manager, loaded, recipient, next.id, next.payload);
    return next.id;
  }

  /**
   * For the reconciler: envelopes whose queued requests wait behind nothing (the pending one was
   * settled by a path that did not release them) get their next request published.
   */
  async releaseStranded(dataSource: DataSource, limit = 200): Promise<number> {
    const envelopes: Array<{ envelope_id: string }> = await dataSource.query(
      `SELECT DISTINCT q.envelope_id FROM signing_requests q
        WHERE q.status = 'queued' AND NOT EXISTS (
          SELECT 1 FROM signing_requests p
           WHERE p.envelope_id = q.envelope_id AND p.kind = 'recipient' AND p.status = 'pending')
        LIMIT ${Number(limit)}`,
    );
    let released = 0;
    for (const { envelope_id: envelopeId } of envelopes) {
      await dataSource.transaction(async (manager) => {
        const loaded = await this.store.lock(manager, envelopeId);
        if (loaded && (await this.releaseQueued(manager, loaded))) released += 1;
      });
    }
    return released;
  }

  /**
   * Publishes a pending request again, under the same request id (the signing service treats a
   * request id once), for the reconciler when no answer came in time.
   */
  async republish(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    request: { id: string; kind: 'recipient' | 'seal'; recipientId: string | null },
  ): Promise<void> {
    if (request.kind === 'seal') await this.publishSealingRequest(manager, loaded, request.id);
    else {
      const recipient = loaded.recipients.find((candidate) => candidate.id === request.recipientId);
      const [row]: Array<{ payload: RecipientRequestPayload }> = await manager.query(
        'SELECT payload FROM signing_requests WHERE id = $1',
        [request.id],
      );
      if (recipient && row)
        await this.publishRecipientRequest(manager, loaded, recipient, request.id, row.payload);
    }
    await manager.query(
      'UPDATE signing_requests SET attempts = attempts + 1, last_published_at = now() WHERE id = $1',
      [request.id],
    );
  }

  private async publishRecipientRequest(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    recipient: RecipientEntity,
    requestId: string,
    payload: RecipientRequestPayload,
  ): Promise<void> {
    await this.store.publish(manager, 'rubrica.envelopes.recipient.signing_requested', {
      ...eventHead(loaded.envelope),
      recipientId: recipient.id,
      requestId,
      documents: await this.currentRevisions(manager, loaded.documents),
      drawings: await this.drawingsFor(manager, loaded, recipient),
      ...(payload.qualified ? { qualified: toProtoQualified(payload.qualified) } : {}),
    });
  }

  /** Every actor is done: the documents are to be sealed and the signature page produced. */
  async requestSealing(manager: EntityManager, loaded: LoadedEnvelope): Promise<string> {
    const requestId = randomUUID();
    await manager.query(
      `UPDATE signing_requests SET status = 'superseded', settled_at = now()
       WHERE envelope_id = $1 AND kind = 'seal' AND status = 'pending'`,
      [loaded.envelope.id],
    );
    await manager.query(
      `INSERT INTO signing_requests (id, envelope_id, kind, status, payload) VALUES ($1, $2, 'seal', 'pending', '{}')`,
      [requestId, loaded.envelope.id],
    );
    await this.publishSealingRequest(manager, loaded, requestId);
    await this.store.log(
      manager,
      loaded.envelope.id,
      'envelope.sealing_requested',
      { code: 'envelope.sealing_requested' },
      {
        request_id: requestId,
      },
    );
    return requestId;
  }

  private async publishSealingRequest(manager: EntityManager, loaded: LoadedEnvelope, requestId: string) {
    await this.store.publish(manager, 'rubrica.envelopes.envelope.sealing_requested', {
      ...eventHead(loaded.envelope),
      requestId,
      documents: await this.currentRevisions(manager, loaded.documents),
      signaturePage: await this.signaturePage(manager, loaded),
    });
  }

  /** This recipient's filled fields, and the sender's contents with the envelope's first revision. */
  async drawingsFor(manager: EntityManager, loaded: LoadedEnvelope, recipient: RecipientEntity) {
    const documentIds = loaded.documents.map((document) => document.id);
    if (!documentIds.length) return [];
    const fields = await manager.find(FieldEntity, {
      where: { recipientId: recipient.id, documentId: In(documentIds) },
    });
    const drawings = fields.flatMap((field) =>
      field.widgets.flatMap((widget) => {
        const box = {
          documentId: field.documentId,
          page: widget.page,
          x: widget.x_axis,
          y: widget.y_axis,
          width: widget.width,
          height: widget.height,
        };
        if (field.type === 'signature' || field.type === 'initial') {
          const kind = field.type === 'signature' ? 'signature' : 'initials';
          return [{ ...box, kind: DrawingKind.IMAGE, imageBlobKey: signatureImageKey(recipient.id, kind) }];
        }
        if (!field.value) return [];
        if (field.type === 'checkbox')
          return field.value === 'true' ? [{ ...box, kind: DrawingKind.CHECK }] : [];
        if (field.type === 'qrcode') return [{ ...box, kind: DrawingKind.QR_CODE, text: field.value }];
        return [
          {
            ...box,
            kind: DrawingKind.TEXT,
            text: field.value,
            fontSize: widget.font_size ?? 0,
            fontFamily: widget.font_family ?? '',
            color: widget.text_color ?? '',
          },
        ];
      }),
    );
    const earlier: unknown[] = await manager.query(
      `SELECT 1 FROM signing_requests WHERE envelope_id = $1 AND kind = 'recipient' AND status = 'applied' LIMIT 1`,
      [loaded.envelope.id],
    );
    if (earlier.length === 0) drawings.push(...(await this.contentDrawings(manager, loaded, documentIds)));
    return drawings;
  }

  private async contentDrawings(manager: EntityManager, loaded: LoadedEnvelope, documentIds: string[]) {
    const contents = await manager.find(ContentEntity, { where: { documentId: In(documentIds) } });
    return contents.map((content) => {
      const box = {
        documentId: content.documentId,
        page: content.page,
        x: content.xAxis,
        y: content.yAxis,
        width: content.width,
        height: content.height,
        opacity: content.opacity ?? 0,
      };
      if (content.type === 'image')
        return { ...box, kind: DrawingKind.IMAGE, imageBlobKey: content.value ?? '' };
      if (content.type === 'validation-qrcode') {
        return { ...box, kind: DrawingKind.QR_CODE, text: this.verifierLink(loaded.envelope.hashid) };
      }
      return {
        ...box,
        kind: DrawingKind.TEXT,
        text: content.value ?? '',
        fontSize: content.fontSize ?? 0,
        fontFamily: content.fontFamily ?? '',
        color: content.textColor ?? '',
      };
    });
  }

  verifierLink(code: string): string {
    return `${this.mailer.link('/business/checker')}?code=${encodeURIComponent(code)}`;
  }

  /** Everything printed on the signature page (proto SignaturePage). */
  async signaturePage(manager: EntityManager, loaded: LoadedEnvelope) {
    const { envelope } = loaded;
    const events = await manager.find(EnvelopeEventEntity, {
      where: { envelopeId: envelope.id },
      order: { sequence: 'ASC' },
    });
    const sentAt = events.find((event) => event.type === 'envelope.sent')?.createdAt;
    const actions = events.filter((event) => event.type.startsWith('recipient.') && event.data.action);
    const names = new Map(loaded.recipients.map((recipient) => [recipient.id, contactOf(recipient).name]));
    // The page is in the envelope's language, its history too, each entry naming who did it.
    const locale = this.mailer.localeOf(envelope);
    const people = {
      sender: { userId: envelope.senderUserId, name: envelope.senderName || envelope.senderEmail },
      recipientNames: names,
    };
    return {
      validationCode: envelope.hashid,
      verifierUrl: this.mailer.link('/business/checker'),
      title: envelope.title,
      subject: envelope.subject ?? '',
      senderName: envelope.senderName,
      senderEmail: envelope.senderEmail,
      createdAt: envelope.createdAt.toISOString(),
      sentAt: sentAt?.toISOString() ?? '',
      // Sealing is asked once the last signer or approver is done: that action ends the
      // recipients' part, and taking it from the log keeps the page the same when the reconciler
      // asks again (a viewer following later does not move it).
      completedAt: (
        actions.filter((event) => ACTOR_ACTIONS.has(String(event.data.action))).at(-1)?.createdAt ??
        new Date()
      ).toISOString(),
      locale,
      documents: loaded.documents.map((document) => ({
        documentId: document.id,
        name: document.name,
        sha256: document.sha256,
        sha1: document.sha1 ?? '',
        pageCount: document.pages,
      })),
      recipients: loaded.recipients.map((recipient) => {
        const contact = contactOf(recipient);
        return {
          name: contact.name,
          email: contact.via === 'email' ? contact.value : '',
          type: recipient.type,
          signatureType: recipient.signatureType ?? '',
          state: recipient.state,
          identifiers: (recipient.addressees[0]?.identifiers ?? [])
            .filter((identifier) => identifier.value)
            .map((identifier) => ({
              code: identifier.code,
              title: identifier.title ?? identifier.code,
              value: identifier.value ?? '',
            })),
          certificate: certificateOf(events, recipient.id, locale),
          actions: actions
            .filter((event) => event.data.recipient_id === recipient.id)
            .map((event) => ({
              action: String(event.data.action),
              occurredAt: event.createdAt.toISOString(),
              ipAddress: String(event.data.ip_address ?? ''),
              userAgent: String(event.data.user_agent ?? ''),
              ...(typeof event.data.latitude === 'number' ? { latitude: event.data.latitude } : {}),
              ...(typeof event.data.longitude === 'number' ? { longitude: event.data.longitude } : {}),
            })),
        };
      }),
      events: events.map((event) => ({
        message: renderHistoryMessage(event, locale),
        occurredAt: event.createdAt.toISOString(),
        actor: renderHistoryActor(event, people, locale)?.name ?? '',
        ipAddress: String(event.data.ip_address ?? ''),
      })),
    };
  }
}

/** The certificate line of a qualified signer: from their latest signature in the history. */
function certificateOf(events: EnvelopeEventEntity[], recipientId: string, locale: MessageLocale): string {
  const signed = events
    .filter((event) => event.data.recipient_id === recipientId && event.data.certificate)
    .at(-1);
  return signed ? certificateLine(signed.data.certificate as RecordedCertificate, locale) : '';
}
