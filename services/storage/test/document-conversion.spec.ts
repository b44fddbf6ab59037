import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readBlob } from '@rubrica/blob';
import {
  conversionRequest,
  eventually,
  inspectStoredPdf,
  startConversionApp,
  type ConversionTestApp,
} from './support/conversion-test-kit.js';
import { makeDocx, makeHtml, makeOdt, makeRtf } from './support/office-documents.js';

let app: ConversionTestApp;

beforeAll(async () => {
  app = await startConversionApp('conversion');
});

afterAll(async () => {
  await app?.close();
});

/** Stores `content` as the request's source and publishes the request. */
async function requestConversion(sourceName: string, content: Buffer) {
  const request = conversionRequest(sourceName);
  await app.blobs.put(request.sourceBlobKey, content, { size: content.length });
  const eventId = await app.publish(request);
  return { request, eventId };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('converting an office document to PDF', () => {
  it.each([
    ['a DOCX', 'Contrato de locacao.docx', makeDocx],
    ['an ODT', 'Proposta.odt', makeOdt],
    ['an RTF', 'Aditivo.rtf', makeRtf],
    ['an HTML page', 'Termo.html', makeHtml],
  ])(
    'turns %s into a valid PDF with its text at the target key and answers converted',
    async (_format, sourceName, make) => {
      const text = `Clausula primeira ${sourceName.split('.')[0]}`;
      const { request } = await requestConversion(sourceName, make(text));

      const answer = await app.answer(request.requestId);
      expect(answer.subject).toBe('rubrica.storage.document.converted');
      expect(answer.type).toBe('rubrica.storage.v1.DocumentConverted');
      const pdf = await readBlob(app.blobs, request.targetBlobKey);
      expect(answer.payload).toEqual({
        envelopeId: request.envelopeId,
        organizationId: request.organizationId,
        isSandbox: false,
        occurredAt: expect.any(String),
        documentId: request.documentId,
        requestId: request.requestId,
        blobKey: request.targetBlobKey,
        sha256: sha256(pdf),
        sizeBytes: String(pdf.length),
        pageCount: 1,
      });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { qpdfExitCode, text: pdfText } = await inspectStoredPdf(app.blobs, request.targetBlobKey);
      expect(qpdfExitCode).toBe(0);
      expect(pdfText).toContain(text);
    },
  );

  it('counts every page of a longer document', async () => {
    const paragraphs = Array.from({ length: 120 }, (_, index) => `Paragrafo ${index + 1}\\par`).join(' ');
    const content = Buffer.from(
      `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}}\\f0\\fs24 ${paragraphs}}`,
      'latin1',
    );
    const { request } = await requestConversion('Longo.rtf', content);

    const answer = await app.answer(request.requestId);
    expect(answer.subject).toBe('rubrica.storage.document.converted');
    expect(answer.payload.pageCount).toBeGreaterThan(1);
    const { text } = await inspectStoredPdf(app.blobs, request.targetBlobKey);
    expect(text).toContain('Paragrafo 120');
  });

  it('converts two documents at once, each with its own LibreOffice profile', async () => {
    const [first, second] = await Promise.all([
      requestConversion('Primeiro.docx', makeDocx('Documento primeiro em paralelo')),
      requestConversion('Segundo.odt', makeOdt('Documento segundo em paralelo')),
    ]);

    const answers = await Promise.all([
      app.answer(first.request.requestId),
      app.answer(second.request.requestId),
    ]);
    expect(answers.map((answer) => answer.subject)).toEqual([
      'rubrica.storage.document.converted',
      'rubrica.storage.document.converted',
    ]);
    expect((await inspectStoredPdf(app.blobs, first.request.targetBlobKey)).text).toContain(
      'Documento primeiro em paralelo',
    );
    expect((await inspectStoredPdf(app.blobs, second.request.targetBlobKey)).text).toContain(
      'Documento segundo em paralelo',
    );
    // The earlier conversions ran one at a time in one profile; these two needed a second one.
    expect((await profiles()).length).toBe(2);
  });
});

describe('converting untrusted documents', () => {
  it('never fetches the images and style sheets an HTML page links to', async () => {
    const requests: IncomingMessage[] = [];
    const server = createServer((request, response) => {
      requests.push(request);
      response.end('body { color: red }');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const html = Buffer.from(
        `<!DOCTYPE html><html><head><link rel="stylesheet" href="${origin}/style.css"></head>` +
          `<body><p>Pagina com links externos</p><img src="${origin}/pixel.png"></body></html>`,
      );
      const { request } = await requestConversion('Externo.html', html);

      expect((await app.answer(request.requestId)).subject).toBe('rubrica.storage.document.converted');
      expect((await inspectStoredPdf(app.blobs, request.targetBlobKey)).text).toContain(
        'Pagina com links externos',
      );
      expect(requests.map((incoming) => incoming.url)).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('answering a request once', () => {
  it('converts a request delivered twice, or re-published under another event id, only once', async () => {
    const { request, eventId } = await requestConversion('Unico.docx', makeDocx('Uma vez so'));
    await app.answer(request.requestId);
    const { updatedAt } = await app.blobs.stat(request.targetBlobKey);

    // The same event again (JetStream drops it or the consumer finds it processed), and the same
    // request under a new event id (a re-sent outbox row): neither converts nor answers again.
    await app.publish(request, eventId);
    const againId = await app.publish(request);
    expect((await app.settled(againId)).kind).toBe('applied');
    const row = await app.dataSource.query(`SELECT status FROM conversion_requests WHERE id = $1`, [
      request.requestId,
    ]);
    expect(row).toEqual([{ status: 'converted' }]);

    // A later request proves the worker moved on past the repeated one.
    const later = await requestConversion('Depois.rtf', makeRtf('Depois'));
    await app.answer(later.request.requestId);
    expect(await app.answerCount(request.requestId)).toBe(1);
    expect((await app.blobs.stat(request.targetBlobKey)).updatedAt).toEqual(updatedAt);
  });
});

describe('refusing what cannot be converted', () => {
  async function expectFailure(requestId: string, targetBlobKey: string, code: string) {
    const answer = await app.answer(requestId);
    expect(answer.subject).toBe('rubrica.storage.document.conversion_failed');
    expect(answer.type).toBe('rubrica.storage.v1.DocumentConversionFailed');
    expect(answer.payload).toMatchObject({
      requestId,
      failureCode: code,
      failureMessage: expect.any(String),
    });
    expect(answer.payload.failureMessage).not.toBe('');
    expect(await app.blobs.exists(targetBlobKey)).toBe(false);
    const [row] = await app.dataSource.query(
      `SELECT status, failure_code FROM conversion_requests WHERE id = $1`,
      [requestId],
    );
    expect(row).toEqual({ status: 'failed', failure_code: code });
    return answer;
  }

  it('answers conversion.failed for a .docx that is not a Word file at all', async () => {
    const { request } = await requestConversion('Corrompido.docx', randomBytes(4_096));
    const answer = await expectFailure(request.requestId, request.targetBlobKey, 'conversion.failed');
    expect(answer.payload.failureMessage).toBe('The file is damaged or is not a DOCX document.');
  });

  it('answers conversion.failed for a damaged .docx that LibreOffice cannot load', async () => {
    const damaged = Buffer.concat([makeDocx('Danificado').subarray(0, 60), randomBytes(2_048)]);
    const { request } = await requestConversion('Danificado.docx', damaged);
    const answer = await expectFailure(request.requestId, request.targetBlobKey, 'conversion.failed');
    expect(answer.payload.failureMessage).toBe(
      'The document could not be converted to PDF; the file may be damaged.',
    );
  });

  it('answers conversion.failed for an .rtf whose content is not RTF', async () => {
    const { request } = await requestConversion('Falso.rtf', Buffer.from('just some plain text'));
    await expectFailure(request.requestId, request.targetBlobKey, 'conversion.failed');
  });

  it.each(['Planilha.xlsx', 'Imagem.png', 'sem-extensao'])(
    'answers conversion.unsupported_type for %s',
    async (sourceName) => {
      const { request } = await requestConversion(sourceName, Buffer.from('whatever'));
      const answer = await expectFailure(
        request.requestId,
        request.targetBlobKey,
        'conversion.unsupported_type',
      );
      expect(answer.payload.failureMessage).toBe(
        'Only DOCX, DOC, ODT, RTF and HTML documents can be converted to PDF.',
      );
    },
  );

  it('answers conversion.failed when the source is not in the blob store', async () => {
    const request = conversionRequest('Sumido.docx');
    await app.publish(request);
    const answer = await expectFailure(request.requestId, request.targetBlobKey, 'conversion.failed');
    expect(answer.payload.failureMessage).toBe('The document to convert was not found.');
  });

  it('kills a conversion that runs past the timeout and answers conversion.timeout', async () => {
    const configured = app.config.CONVERSION_TIMEOUT_MS;
    // No document converts in a millisecond: this one is killed mid-way.
    app.config.CONVERSION_TIMEOUT_MS = 1;
    try {
      const { request } = await requestConversion('Lento.docx', makeDocx('Lento demais'));
      const answer = await expectFailure(request.requestId, request.targetBlobKey, 'conversion.timeout');
      expect(answer.payload.failureMessage).toBe('The document took too long to convert to PDF.');
    } finally {
      app.config.CONVERSION_TIMEOUT_MS = configured;
    }
    // The profile of the killed conversion was replaced: the next document converts.
    const { request } = await requestConversion('Depois do timeout.docx', makeDocx('Depois do timeout'));
    expect((await app.answer(request.requestId)).subject).toBe('rubrica.storage.document.converted');
  });

  it('leaves no temporary files behind', async () => {
    expect((await workFolder()).filter((name) => !name.startsWith('profile-'))).toEqual([]);
  });
});

describe('retrying what may pass', () => {
  it('retries a conversion that failed for a passing reason, then converts it', async () => {
    const soffice = app.config.SOFFICE_PATH;
    // LibreOffice cannot be started for a while (as when an image is being replaced).
    app.config.SOFFICE_PATH = '/nonexistent/soffice';
    let requestId: string;
    let targetBlobKey: string;
    try {
      const { request } = await requestConversion('Retentativa.docx', makeDocx('Na segunda tentativa'));
      ({ requestId, targetBlobKey } = request);
      await eventually(
        async () => ((await app.jobAttempts(requestId)) >= 1 ? true : undefined),
        'a failed attempt',
      );
    } finally {
      app.config.SOFFICE_PATH = soffice;
    }
    const answer = await app.answer(requestId);
    expect(answer.subject).toBe('rubrica.storage.document.converted');
    expect((await inspectStoredPdf(app.blobs, targetBlobKey)).text).toContain('Na segunda tentativa');
  });

  it('answers conversion.failed when the last attempt fails too, instead of retrying for ever', async () => {
    const soffice = app.config.SOFFICE_PATH;
    app.config.SOFFICE_PATH = '/nonexistent/soffice';
    try {
      const { request } = await requestConversion('Sem conversor.docx', makeDocx('Nunca'));
      const answer = await app.answer(request.requestId);
      expect(answer.subject).toBe('rubrica.storage.document.conversion_failed');
      expect(answer.payload).toMatchObject({
        failureCode: 'conversion.failed',
        failureMessage: 'The document could not be converted to PDF.',
      });
      expect(await app.jobAttempts(request.requestId)).toBe(app.config.CONVERSION_JOB_ATTEMPTS);
    } finally {
      app.config.SOFFICE_PATH = soffice;
    }
  });
});

describe('a worker without LibreOffice', () => {
  it('answers conversion.unavailable at once, naming what to install', async () => {
    const soffice = app.config.SOFFICE_PATH;
    app.config.SOFFICE_PATH = null;
    try {
      const { request } = await requestConversion('Sem LibreOffice.docx', makeDocx('Nunca'));
      const answer = await app.answer(request.requestId);
      expect(answer.subject).toBe('rubrica.storage.document.conversion_failed');
      expect(answer.payload).toMatchObject({ failureCode: 'conversion.unavailable' });
      expect(String(answer.payload.failureMessage)).toMatch(
        /LibreOffice is not installed.*libreoffice-writer-nogui/,
      );
      expect(await app.jobAttempts(request.requestId)).toBe(1);
    } finally {
      app.config.SOFFICE_PATH = soffice;
    }
  });
});

describe('reconciling stuck conversions', () => {
  async function recordPending(minutesAgo: number) {
    const request = conversionRequest('Esquecido.rtf');
    const content = makeRtf(`Esquecido ha ${minutesAgo} minutos`);
    await app.blobs.put(request.sourceBlobKey, content, { size: content.length });
    // As if its job had been lost with Redis: the request is recorded, nothing is queued.
    await app.dataSource.query(
      `INSERT INTO conversion_requests (id, event_id, envelope_id, organization_id, is_sandbox, document_id,
         source_blob_key, source_name, target_blob_key, status, created_at)
       VALUES ($1, $2, $3, $4, false, $5, $6, $7, $8, 'pending', now() - make_interval(mins => $9))`,
      [
        request.requestId,
        `lost-${request.requestId}`,
        request.envelopeId,
        request.organizationId,
        request.documentId,
        request.sourceBlobKey,
        request.sourceName,
        request.targetBlobKey,
        minutesAgo,
      ],
    );
    return request;
  }

  it('puts a request pending past CONVERSION_STALE_AFTER_MS back on the queue, and leaves a recent one', async () => {
    const stuck = await recordPending(60);
    const recent = await recordPending(1);

    expect(await app.reconcile()).toBe(1);

    const answer = await app.answer(stuck.requestId);
    expect(answer.subject).toBe('rubrica.storage.document.converted');
    expect((await inspectStoredPdf(app.blobs, stuck.targetBlobKey)).text).toContain(
      'Esquecido ha 60 minutos',
    );
    expect(await app.jobAttempts(recent.requestId)).toBe(0);
    const [row] = await app.dataSource.query(`SELECT status FROM conversion_requests WHERE id = $1`, [
      recent.requestId,
    ]);
    expect(row).toEqual({ status: 'pending' });
    // Once answered, the request is no longer stuck.
    expect(await app.reconcile()).toBe(0);
  });
});

async function workFolder(): Promise<string[]> {
  const [root] = await readdir(app.config.CONVERSION_WORK_DIR);
  return readdir(join(app.config.CONVERSION_WORK_DIR, root!));
}

async function profiles(): Promise<string[]> {
  return (await workFolder()).filter((name) => name.startsWith('profile-'));
}
