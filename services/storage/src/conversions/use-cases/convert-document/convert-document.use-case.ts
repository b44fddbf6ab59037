import { crashPoint } from '@rubrica/config';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { assertBlobKey, BlobErrorCode, type BlobStore } from '@rubrica/blob';
import { AppError } from '@rubrica/errors';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { ConversionAnswers, type ConvertedDocument } from '../../conversion-answers.service.js';
import { ConversionFailureCode, type ConversionFailure } from '../../conversion-failure.js';
import { ConversionRequestEntity } from '../../conversion-request.entity.js';
import { countPdfPages } from '../../office/count-pdf-pages.util.js';
import { detectOfficeFormat, OFFICE_HEAD_BYTES } from '../../office/detect-office-format.util.js';
import { OfficeConverter } from '../../office/office-converter.js';
import { LIBREOFFICE_INSTALL_HINT } from '../../../storage.config.js';

export interface ConvertDocumentCommand {
  requestId: string;
  /** The job's last attempt: a transient error is then answered as a failure, not retried. */
  lastAttempt: boolean;
}

type Outcome = { kind: 'converted'; pdf: ConvertedDocument } | { kind: 'failed'; failure: ConversionFailure };

const ROW_WAITS = 50;
const ROW_WAIT_MS = 100;

const failed = (code: ConversionFailureCode, message: string): Outcome => ({
  kind: 'failed',
  failure: { code, message },
});

/**
 * Converts a recorded request's document to PDF and answers it once. What the document itself
 * decides (unsupported, damaged, too slow to convert) and a worker without LibreOffice are
 * answered at once as a failure; anything
 * else (blob store, database, LibreOffice missing) throws so the job is retried with backoff, and
 * on the last attempt is answered as a failure. The job's files are removed whatever happens.
 */
@Injectable()
export class ConvertDocumentUseCase {
  private readonly logger = new Logger('ConvertDocument');

  constructor(
    private readonly dataSource: DataSource,
    private readonly converter: OfficeConverter,
    private readonly answers: ConversionAnswers,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute({ requestId, lastAttempt }: ConvertDocumentCommand): Promise<void> {
    const request = await this.recordedRequest(requestId);
    if (request.status !== 'pending') return;

    let outcome: Outcome;
    try {
      outcome = await this.convert(request);
    } catch (error) {
      if (!lastAttempt) throw error;
      this.logger.error(`conversion ${requestId} failed for good: ${(error as Error).message}`);
      outcome = failed(ConversionFailureCode.Failed, 'The document could not be converted to PDF.');
    }
    if (outcome.kind === 'converted') await this.answers.converted(request, outcome.pdf);
    else await this.answers.failed(request, outcome.failure);
  }

  /**
   * The consumer enqueues before its transaction commits, so the job usually starts before the
   * row is visible: wait for it a little rather than pay a whole retry delay. A row that never
   * appears (the transaction rolled back) fails the attempt; the redelivered event records it.
   */
  private async recordedRequest(requestId: string): Promise<ConversionRequestEntity> {
    const repository = this.dataSource.getRepository(ConversionRequestEntity);
    for (let wait = 0; wait < ROW_WAITS; wait += 1) {
      const request = await repository.findOneBy({ id: requestId });
      if (request) return request;
      await setTimeout(ROW_WAIT_MS);
    }
    throw new Error(`conversion request ${requestId} is not recorded`);
  }

  private async convert(request: ConversionRequestEntity): Promise<Outcome> {
    // The name alone rules out unsupported formats before anything is downloaded.
    const byName = detectOfficeFormat(request.sourceName, Buffer.alloc(0));
    if (!byName.ok && byName.code === ConversionFailureCode.UnsupportedType)
      return failed(byName.code, byName.message);
    if (!this.converter.available)
      return failed(
        ConversionFailureCode.Unavailable,
        `Office documents cannot be converted to PDF on this server: LibreOffice is not installed. To fix it, ${LIBREOFFICE_INSTALL_HINT}; or upload a PDF.`,
      );
    try {
      assertBlobKey(request.sourceBlobKey);
      assertBlobKey(request.targetBlobKey);
    } catch {
      return failed(ConversionFailureCode.Failed, 'The request names an invalid blob key.');
    }

    const workDir = await this.converter.makeWorkDir();
    try {
      const sourcePath = join(workDir, `source${extensionOf(request.sourceName)}`);
      try {
        await pipeline(await this.blobs.get(request.sourceBlobKey), createWriteStream(sourcePath));
      } catch (error) {
        if (error instanceof AppError && error.code === BlobErrorCode.NotFound)
          return failed(ConversionFailureCode.Failed, 'The document to convert was not found.');
        throw error;
      }

      const detection = detectOfficeFormat(request.sourceName, await readHead(sourcePath));
      if (!detection.ok) return failed(detection.code, detection.message);

      const outputDir = join(workDir, 'pdf');
      await mkdir(outputDir);
      const result = await this.converter.convertToPdf({
        sourcePath,
        importFilter: detection.importFilter,
        outputDir,
      });
      if (result.kind === 'timeout')
        return failed(ConversionFailureCode.Timeout, 'The document took too long to convert to PDF.');
      const damaged = failed(
        ConversionFailureCode.Failed,
        'The document could not be converted to PDF; the file may be damaged.',
      );
      if (result.kind === 'failed') return damaged;
      crashPoint('conversion.after-convert');

      const pageCount = await countPdfPages(result.pdfPath);
      if (pageCount === undefined) return damaged;
      const { size } = await stat(result.pdfPath);
      const stored = await this.blobs.put(request.targetBlobKey, createReadStream(result.pdfPath), {
        size,
        contentType: 'application/pdf',
      });
      return { kind: 'converted', pdf: { sha256: stored.sha256, sizeBytes: stored.size, pageCount } };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}

/** The source's extension as a safe file-name suffix (the name itself never reaches the disk). */
function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(OFFICE_HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, OFFICE_HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
