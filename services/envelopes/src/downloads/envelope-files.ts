import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { BlobStore } from '@rubrica/blob';
import type { EntityManager } from 'typeorm';
import { EnvelopeState } from '../envelopes/domain/envelope-vocabulary.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from '../envelope-flow/envelope-flow.store.js';
import { signaturePageName } from '../envelope-flow/signature-page-name.js';
import { EnvelopeSealStore } from '../envelope-flow/envelope-seal.store.js';
import { InjectBlobStore } from '../common/envelopes-tokens.js';
import { contentDisposition } from './content-disposition.util.js';
import { recipientActor, type EventActor } from '../envelopes/history/event-actor.js';
import { contactOf } from '../envelopes/envelope-proto.mapper.js';
import { DocumentsError } from '../envelopes/documents.exception.js';
import { DownloadError } from './downloads.exception.js';

/** A file to send: its headers and a function opening its bytes. */
export interface OutgoingFile {
  contentType: string;
  disposition: string;
  /** Known for single blobs; absent for a zip, streamed as it is made. */
  size?: number;
  open(): Promise<Readable>;
}

function pdfName(name: string): string {
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/**
 * The envelope's files for download (section 2): the signed PDFs once completed, the working
 * revision before; one document is the PDF itself, several a zip streamed as it is built
 * (archiver: maintained, streams entries one after another, so no document is held whole).
 * Every way out (zip, single file, the viewers' display) takes its bytes from `servedKeys`, so a
 * completed envelope's documents are the same sealed bytes whichever path a person downloads by.
 */
@Injectable()
export class EnvelopeFiles {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly seals: EnvelopeSealStore,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async documents(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    actor: Record<string, unknown>,
  ): Promise<OutgoingFile> {
    if (!loaded.documents.length) throw DownloadError.noDocuments();
    const keys = await this.servedKeys(manager, loaded);
    const files = loaded.documents.map((document) => ({
      name: pdfName(document.name),
      key: keys.get(document.id)!,
    }));
    await this.store.log(
      manager,
      loaded.envelope.id,
      'envelope.downloaded',
      { code: 'envelope.documents_downloaded' },
      actor,
      downloadingRecipient(loaded, actor),
    );

    if (files.length === 1) {
      const [file] = files as [(typeof files)[number]];
      const stat = await this.blobs.stat(file.key);
      return {
        contentType: 'application/pdf',
        disposition: contentDisposition(file.name),
        size: stat.size,
        open: () => this.blobs.get(file.key),
      };
    }
    return {
      contentType: 'application/zip',
      disposition: contentDisposition(`${loaded.envelope.title}.zip`),
      open: async () => this.zip(files),
    };
  }

  async signaturePage(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    actor: Record<string, unknown>,
  ): Promise<OutgoingFile> {
    if (loaded.envelope.state !== EnvelopeState.Completed) throw DownloadError.signaturePageNotReady();
    const key = await this.seals.signaturePageKey(manager, loaded.envelope.id);
    if (!key) throw DownloadError.signaturePageNotReady();
    await this.store.log(
      manager,
      loaded.envelope.id,
      'envelope.downloaded',
      { code: 'envelope.signature_page_downloaded' },
      actor,
      downloadingRecipient(loaded, actor),
    );
    const stat = await this.blobs.stat(key);
    return {
      contentType: 'application/pdf',
      disposition: contentDisposition(signaturePageName(loaded)),
      size: stat.size,
      open: () => this.blobs.get(key),
    };
  }

  /**
   * One document as the viewers show it: its working revision while the envelope is under way,
   * its sealed PDF once completed (the download page's per-document button uses it too).
   */
  async display(manager: EntityManager, loaded: LoadedEnvelope, documentId: string): Promise<OutgoingFile> {
    const document = loaded.documents.find((candidate) => candidate.id === documentId);
    if (!document) throw DocumentsError.notFound();
    const key = (await this.servedKeys(manager, loaded)).get(document.id)!;
    const stat = await this.blobs.stat(key);
    return {
      contentType: 'application/pdf',
      disposition: contentDisposition(pdfName(document.name)).replace(/^attachment/, 'inline'),
      size: stat.size,
      open: () => this.blobs.get(key),
    };
  }

  /**
   * The blob each document is served from: the sealed PDF once the envelope is completed (the
   * working revision lacks the platform seal and, for simple signatures, any signature at all),
   * the working revision before.
   */
  private async servedKeys(manager: EntityManager, loaded: LoadedEnvelope): Promise<Map<string, string>> {
    const keys = new Map(loaded.documents.map((document) => [document.id, document.currentBlobKey]));
    if (loaded.envelope.state !== EnvelopeState.Completed) return keys;
    for (const row of await this.seals.sealedKeys(manager, loaded.envelope.id))
      if (keys.has(row.document_id)) keys.set(row.document_id, row.blob_key);
    return keys;
  }

  private zip(files: Array<{ name: string; key: string }>): Readable {
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const used = new Map<string, number>();
    void (async () => {
      try {
        for (const file of files) {
          const count = (used.get(file.name) ?? 0) + 1;
          used.set(file.name, count);
          const name = count === 1 ? file.name : file.name.replace(/\.pdf$/i, ` (${count}).pdf`);
          archive.append(await this.blobs.get(file.key), { name });
        }
        await archive.finalize();
      } catch (error) {
        archive.destroy(error as Error);
      }
    })();
    return archive;
  }
}

/** A recipient downloading through their link is the entry's actor; a member is the request's. */
function downloadingRecipient(loaded: LoadedEnvelope, data: Record<string, unknown>): EventActor | undefined {
  const recipient = loaded.recipients.find((candidate) => candidate.id === data.recipient_id);
  return recipient ? recipientActor(recipient, contactOf(recipient).name) : undefined;
}
