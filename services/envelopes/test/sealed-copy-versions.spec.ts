import { createHash, randomUUID } from 'node:crypto';
import { readBlob } from '@rubrica/blob';
import { timestampNow, type EventInit } from '@rubrica/proto';
import {
  sealEnvelope,
  seedEnvelope,
  tinyPdf,
  type SeededEnvelope,
} from './flow-support/envelope-fixtures.js';
import { call, useFlowApp } from './flow-support/flow-test-kit.js';

const kit = useFlowApp('sealed-copy-versions');

type Retimestamped = EventInit<'rubrica.signing.sealed_copy.retimestamped'>;

interface Copy {
  documentId: string;
  blobKey: string;
  bytes: Buffer;
}

const revision = (copy: Copy) => ({
  documentId: copy.documentId,
  blobKey: copy.blobKey,
  sha256: createHash('sha256').update(copy.bytes).digest('hex'),
  sha1: createHash('sha1').update(copy.bytes).digest('hex'),
  sizeBytes: BigInt(copy.bytes.length),
  timestamped: true,
});

async function completedEnvelope() {
  const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
    state: 'in-transit',
    documents: ['nda.pdf'],
    recipients: [{ name: 'Ana' }],
  });
  const { signed } = await sealEnvelope(kit.dataSource, kit.blobs, envelope);
  const [row]: Array<{ blob_key: string }> = await kit.dataSource.query(
    'SELECT blob_key FROM sealed_documents WHERE document_id = $1',
    [envelope.documentIds[0]],
  );
  const sealed: Copy = { documentId: envelope.documentIds[0]!, blobKey: row!.blob_key, bytes: signed[0]! };
  return { envelope, sealed };
}

/** The copy after one more re-timestamp: the same bytes with a revision appended. */
const nextCopy = (copy: Copy, version: number): Copy => ({
  documentId: copy.documentId,
  blobKey: copy.blobKey.replace(/(\.v\d+-[0-9a-f]+)?\.pdf$/, `.v${version}-0a1b2c3d.pdf`),
  bytes: Buffer.concat([copy.bytes, Buffer.from(`\n% revision ${version}\n%%EOF\n`)]),
});

function retimestamped(
  envelope: SeededEnvelope,
  previous: Copy,
  current: Copy,
  version: number,
): Retimestamped {
  return {
    envelopeId: envelope.id,
    organizationId: envelope.organizationId,
    isSandbox: false,
    occurredAt: timestampNow(),
    requestId: randomUUID(),
    previous: revision(previous),
    current: revision(current),
    version,
  };
}

async function apply(event: Retimestamped, id?: string): Promise<void> {
  await kit.handled('rubrica.signing.sealed_copy.retimestamped', event, id);
}

async function verify(bytes: Buffer, code?: string) {
  const form = new FormData();
  if (code) form.append('code', code);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'document.pdf');
  const answer = await call(kit.url, 'POST', '/p/envelopes/documents/validate', { form });
  expect(answer.status).toBe(200);
  return answer.body as { code?: string; integrity: { valid: boolean; document: { id: string } | null } };
}

const served = async (documentId: string) =>
  (
    await kit.dataSource.query(
      'SELECT blob_key, sha1, version FROM sealed_documents WHERE document_id = $1',
      [documentId],
    )
  )[0] as { blob_key: string; sha1: string; version: number };

describe('re-timestamped sealed copies (rubrica.signing.sealed_copy.retimestamped)', () => {
  it('serves the new copy and still verifies the file downloaded before it', async () => {
    const { envelope, sealed } = await completedEnvelope();
    const first = nextCopy(sealed, 1);
    await apply(retimestamped(envelope, sealed, first, 1));

    expect(await served(sealed.documentId)).toEqual({
      blob_key: first.blobKey,
      sha1: revision(first).sha1,
      version: 1,
    });
    for (const bytes of [sealed.bytes, first.bytes]) {
      for (const code of [undefined, envelope.hashid]) {
        const answer = await verify(bytes, code);
        expect(answer.code).toBe(envelope.hashid);
        expect(answer.integrity).toMatchObject({ valid: true, document: { id: sealed.documentId } });
      }
    }
    expect((await verify(tinyPdf('not ours'))).integrity.valid).toBe(false);
    // An earlier version of one envelope's document is not a file of another envelope.
    const other = await completedEnvelope();
    expect((await verify(sealed.bytes, other.envelope.hashid)).integrity.valid).toBe(false);
  });

  it('applies an event delivered twice once, and keeps every version when an older one comes again', async () => {
    const { envelope, sealed } = await completedEnvelope();
    const first = nextCopy(sealed, 1);
    const second = nextCopy(first, 2);
    const toFirst = retimestamped(envelope, sealed, first, 1);
    await apply(toFirst);
    const toSecond = retimestamped(envelope, first, second, 2);
    const eventId = randomUUID();
    await apply(toSecond, eventId);
    await apply(toSecond, eventId);
    // The first re-timestamp once more, as another event: it must not bring the older copy back.
    await apply(toFirst);

    expect(await served(sealed.documentId)).toMatchObject({ blob_key: second.blobKey, version: 2 });
    const versions: Array<{ blob_key: string; version: number }> = await kit.dataSource.query(
      'SELECT blob_key, version FROM sealed_copy_versions WHERE document_id = $1 ORDER BY version',
      [sealed.documentId],
    );
    expect(versions).toEqual([
      { blob_key: sealed.blobKey, version: 0 },
      { blob_key: first.blobKey, version: 1 },
    ]);
    for (const bytes of [sealed.bytes, first.bytes, second.bytes]) {
      expect((await verify(bytes)).integrity).toMatchObject({
        valid: true,
        document: { id: sealed.documentId },
      });
    }
  });

  it('moves the signature page to its new copy', async () => {
    const { envelope } = await completedEnvelope();
    const [seal]: Array<{ signature_page_blob_key: string }> = await kit.dataSource.query(
      'SELECT signature_page_blob_key FROM envelope_seals WHERE envelope_id = $1',
      [envelope.id],
    );
    const page: Copy = {
      documentId: '',
      blobKey: seal!.signature_page_blob_key,
      bytes: await readBlob(kit.blobs, seal!.signature_page_blob_key),
    };
    const next = nextCopy(page, 1);
    await apply(retimestamped(envelope, page, next, 1));
    const [after]: Array<{ signature_page_blob_key: string; signature_page_sha256: string }> =
      await kit.dataSource.query(
        'SELECT signature_page_blob_key, signature_page_sha256 FROM envelope_seals WHERE envelope_id = $1',
        [envelope.id],
      );
    expect(after).toEqual({
      signature_page_blob_key: next.blobKey,
      signature_page_sha256: revision(next).sha256,
    });
  });

  it('ignores a re-timestamp of a copy the envelope never served', async () => {
    const { envelope, sealed } = await completedEnvelope();
    const stranger: Copy = { ...sealed, blobKey: sealed.blobKey.replace(/\.pdf$/, '-superseded.pdf') };
    const strangerNext = nextCopy(stranger, 1);
    await apply(retimestamped(envelope, stranger, strangerNext, 1));
    expect(await served(sealed.documentId)).toMatchObject({ blob_key: sealed.blobKey, version: 0 });
    expect((await verify(strangerNext.bytes)).integrity.valid).toBe(false);
  });
});
