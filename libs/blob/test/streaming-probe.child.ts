import { createHash } from 'node:crypto';
import { FsBlobStore, S3BlobStore, type BlobStore, type PutBlobResult } from '@rubrica/blob';
import { childMeasurement } from '@rubrica/testing/child-measurement';
import { HeapProbe } from '@rubrica/testing/heap-probe';
import { generatedBody } from './streaming-body.js';

/** How the child builds its own client of the store under test (stores do not cross processes). */
export type ProbedStore =
  | { driver: 'fs'; root: string }
  | { driver: 's3'; endpoint: string; accessKey: string; secretKey: string; bucket: string };

export type StreamingProbeInput =
  | { mode: 'store'; store: ProbedStore; key: string; size: number }
  /** Collects a generated body whole: the probe's own check that it sees a held body. */
  | { mode: 'hold'; size: number };

export interface StreamingProbeOutput {
  put?: PutBlobResult;
  bytesRead: number;
  sha256Read?: string;
  writingPeak: number;
  readingPeak: number;
}

const MB = 1024 * 1024;
// Each sample costs two full collections: a few per direction are enough to see 25 MB held.
const SAMPLE_EVERY = 8 * MB;

function openStore(spec: ProbedStore): BlobStore {
  return spec.driver === 'fs'
    ? new FsBlobStore(spec.root)
    : new S3BlobStore({ ...spec, region: 'us-east-1' });
}

async function holdWhole(size: number): Promise<StreamingProbeOutput> {
  const probe = new HeapProbe();
  const held: Buffer[] = [];
  for await (const chunk of generatedBody(size)) held.push(chunk as Buffer);
  probe.sample();
  const bytesRead = held.reduce((total, chunk) => total + chunk.length, 0);
  return { bytesRead, writingPeak: probe.peak, readingPeak: 0 };
}

async function streamThrough(spec: ProbedStore, key: string, size: number): Promise<StreamingProbeOutput> {
  const store = openStore(spec);
  // One small round trip first, so connection set-up and lazy module loading are in the baseline.
  await store.put(`${key}.warm-up`, Buffer.from('warm-up'));
  await store.delete(`${key}.warm-up`);

  const writing = new HeapProbe();
  let nextSample = SAMPLE_EVERY;
  const body = generatedBody(size, (produced) => {
    if (produced >= nextSample) {
      writing.sample();
      nextSample += SAMPLE_EVERY;
    }
  });
  const put = await store.put(key, body, { size, contentType: 'application/pdf' });
  writing.sample();

  const reading = new HeapProbe();
  const hash = createHash('sha256');
  let bytesRead = 0;
  nextSample = SAMPLE_EVERY;
  for await (const chunk of await store.get(key)) {
    hash.update(chunk as Buffer);
    bytesRead += (chunk as Buffer).length;
    if (bytesRead >= nextSample) {
      reading.sample();
      nextSample += SAMPLE_EVERY;
    }
  }
  reading.sample();
  return {
    put,
    bytesRead,
    sha256Read: hash.digest('hex'),
    writingPeak: writing.peak,
    readingPeak: reading.peak,
  };
}

childMeasurement<StreamingProbeInput, StreamingProbeOutput>((input) =>
  input.mode === 'hold' ? holdWhole(input.size) : streamThrough(input.store, input.key, input.size),
);
