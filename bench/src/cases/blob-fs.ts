// Filesystem blob store: put then get a 25 MB document, streaming both ways.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsBlobStore } from '@rubrica/blob';
import { generatedBody, runCase, sha256Of } from '../measure.js';

const bytes = 25 * 1024 * 1024;
const root = await mkdtemp(join(tmpdir(), 'rubrica-bench-'));
try {
  const store = new FsBlobStore(root);
  await runCase('blob fs: put + get', bytes, async () => {
    const put = await store.put('bench/document.pdf', generatedBody(bytes), { size: bytes });
    const read = await sha256Of(await store.get('bench/document.pdf'));
    if (read !== put.sha256) throw new Error('blob fs: hash mismatch');
  });
} finally {
  await rm(root, { recursive: true, force: true });
}
