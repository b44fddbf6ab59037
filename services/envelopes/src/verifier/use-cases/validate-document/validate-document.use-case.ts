import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { EnvelopeState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { hasQualifiedSignatures } from '../../../envelopes/domain/has-qualified-signatures.js';
import { verifyHistoryExport } from '../../../envelopes/domain/history-export.js';
import { EnvelopeEntity } from '../../../envelopes/envelope.entity.js';
import { EnvelopeEventEntity } from '../../../envelopes/envelope-event.entity.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from '../../../envelope-flow/envelope-flow.store.js';
import { EnvelopeSealStore, type SealedDocumentRow } from '../../../envelope-flow/envelope-seal.store.js';
import { contactOf } from '../../../envelopes/envelope-proto.mapper.js';
import { VerifierError } from '../../verifier.exception.js';
import { readAttachedHistory } from '../../read-attached-history.js';

export interface CheckedFile {
  buffer: Buffer;
}

/** What the verifier is asked to check: a validation code (as the route checked it), a file, or both. */
export interface ValidateDocumentCommand {
  code: string | undefined;
  file: CheckedFile | undefined;
}

/**
 * POST p/envelopes/documents/validate (the public verifier, reached by the signature page's QR
 * code): the validation code (the envelope's hashid) tells the envelope and its documents; a
 * file, with or without a code, is checked by SHA-1 against the sealed documents. A signature
 * page we produced carries the envelope's history (history.json): its chain is recomputed entry
 * by entry, and a chain that holds and ends at an entry of our own record also tells the envelope.
 */
@Injectable()
export class ValidateDocumentUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly seals: EnvelopeSealStore,
  ) {}

  async execute({ code, file }: ValidateDocumentCommand) {
    if (!code && !file) throw VerifierError.nothingToCheck();
    const manager = this.dataSource.manager;
    const sha1 = file ? createHash('sha1').update(file.buffer).digest('hex') : null;

    let loaded: LoadedEnvelope | null = null;
    if (code) {
      const envelope = await manager.findOne(EnvelopeEntity, { where: { hashid: code } });
      // Drafts and templates were never sent: nothing about them is public.
      if (!envelope || envelope.state === EnvelopeState.Draft || envelope.state === EnvelopeState.Template) {
        throw VerifierError.unknownCode();
      }
      loaded = await this.store.read(manager, envelope.id);
    }
    let match: SealedDocumentRow | null = null;
    if (sha1) {
      match = await this.seals.findBySha1(manager, sha1, loaded?.envelope.id);
      if (!loaded && match) loaded = await this.store.read(manager, match.envelope_id);
    }
    const attached = file ? await this.checkHistory(file.buffer) : undefined;
    if (!loaded && attached?.envelopeId) loaded = await this.store.read(manager, attached.envelopeId);
    const withHistory: { history?: NonNullable<typeof attached>['history'] } = attached
      ? { history: attached.history }
      : {};
    if (!loaded) return { integrity: this.integrity(sha1, null, null), ...withHistory };

    const sealed = await this.seals.sealedOf(manager, loaded.envelope.id);
    const sealedSha1 = new Map(sealed.map((row) => [row.document_id, row.sha1]));
    const documents = loaded.documents.map((document) => ({
      id: document.id,
      name: document.name,
      created_at: document.createdAt.toISOString(),
      sha1: sealedSha1.get(document.id) ?? document.sha1,
    }));
    const { envelope } = loaded;
    return {
      code: envelope.hashid,
      envelope: {
        title: envelope.title,
        subject: envelope.subject,
        state: envelope.state,
        created_at: envelope.createdAt.toISOString(),
        recipients: loaded.recipients.map((recipient) => ({
          name: contactOf(recipient).name,
          type: recipient.type,
          state: recipient.state,
        })),
        // ICP-Brasil signatures can be checked by the government validator too (ITI VALIDAR).
        qualified_signatures: hasQualifiedSignatures(loaded),
      },
      documents,
      ...withHistory,
      ...(sha1
        ? {
            integrity: this.integrity(
              sha1,
              match,
              documents.find((document) => document.id === match?.document_id) ?? null,
            ),
          }
        : {}),
    };
  }

  /**
   * The attached history's chain, and whether its last entry is one of ours: a chain recomputed
   * from scratch holds by itself, but only our record says it is the envelope's, and only then
   * does it tell the envelope (`envelopeId`).
   */
  private async checkHistory(pdf: Buffer) {
    const attached = await readAttachedHistory(pdf);
    if (attached === undefined) return undefined;
    const check = verifyHistoryExport(attached);
    if (!check.valid) {
      const { valid, entries, sequence, reason, message } = check;
      return { history: { valid, entries, sequence, reason, message, matches_record: false as const } };
    }
    const ours =
      isUuid(check.envelope_id) &&
      (await this.dataSource.manager.exists(EnvelopeEventEntity, {
        where: { envelopeId: check.envelope_id, hash: check.last_hash },
      }));
    return {
      history: { valid: true as const, entries: check.entries, matches_record: ours },
      envelopeId: ours ? check.envelope_id : undefined,
    };
  }

  private integrity(
    sha1: string | null,
    match: SealedDocumentRow | null,
    document: { id: string; name: string } | null,
  ) {
    return match && document
      ? {
          valid: true,
          sha1,
          document: { id: document.id, name: document.name },
          message: 'The file matches a signed document.',
        }
      : { valid: false, sha1, document: null, message: 'The file does not match any signed document.' };
  }
}
