import { timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { EnvelopeFlowStore, type LoadedEnvelope } from '../../../envelope-flow/envelope-flow.store.js';
import { FlowMailer } from '../../../envelope-flow/flow-mailer.js';
import { EnvelopeState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { hasQualifiedSignatures } from '../../../envelopes/domain/has-qualified-signatures.js';
import { DownloadError } from '../../downloads.exception.js';
import { EnvelopeFiles, type OutgoingFile } from '../../envelope-files.js';

/** The `_format` ITI VALIDAR sends to the hook (its developer guide). */
export const VALIDAR_FORMAT = 'application/validador-iti+json';

/** What VALIDAR asks, as the route checked it: the envelope in the QR code's address, the code typed. */
export interface ValidarQuery {
  envelopeId: string;
  secretCode: string;
}

/**
 * ITI VALIDAR's documented QR code hook (validar.iti.gov.br, "Guia de Orientações aos
 * Desenvolvedores"): the signature page of an envelope with ICP-Brasil signatures carries a QR
 * code with our address; VALIDAR asks it with `_format` and the code the reader types as
 * `_secretCode` (the validation code printed beside it), and checks the signed PDFs whose
 * addresses we answer. 404 for an envelope that is unknown, not completed or without qualified
 * signatures; 401 for a wrong code.
 */
@Injectable()
export class AnswerValidarUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly files: EnvelopeFiles,
    private readonly mailer: FlowMailer,
  ) {}

  /** The answer the guide gives: version 1.0.0 and the signed files' addresses. */
  async signatureFiles(query: ValidarQuery) {
    const loaded = await this.checked(query);
    const secret = encodeURIComponent(query.secretCode);
    return {
      version: '1.0.0' as const,
      prescription: {
        signatureFiles: loaded.documents.map((document) => ({
          url: this.mailer.link(
            `/api/p/envelopes/documents/validar/${loaded.envelope.id}/files/${document.id}?_secretCode=${secret}`,
          ),
        })),
      },
    };
  }

  /** One signed document (the sealed PDF), behind the same code. */
  async file(query: ValidarQuery & { documentId: string }): Promise<OutgoingFile> {
    const loaded = await this.checked(query);
    return this.files.display(this.dataSource.manager, loaded, query.documentId);
  }

  private async checked({ envelopeId, secretCode }: ValidarQuery): Promise<LoadedEnvelope> {
    const loaded = isUuid(envelopeId) ? await this.store.read(this.dataSource.manager, envelopeId) : null;
    if (!loaded || loaded.envelope.state !== EnvelopeState.Completed || !hasQualifiedSignatures(loaded)) {
      throw DownloadError.unknownValidationCode();
    }
    const given = Buffer.from(secretCode);
    const code = Buffer.from(loaded.envelope.hashid);
    if (given.length !== code.length || !timingSafeEqual(given, code))
      throw DownloadError.wrongValidationCode();
    return loaded;
  }
}
