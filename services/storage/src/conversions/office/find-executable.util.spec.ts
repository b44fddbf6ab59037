import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findExecutable } from './find-executable.util.js';

describe('findExecutable', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'find-executable-'));
    for (const folder of ['first', 'second']) await mkdir(join(root, folder));
    await writeFile(join(root, 'first', 'tool'), '');
    await writeFile(join(root, 'second', 'tool'), '#!/bin/sh\n');
    await chmod(join(root, 'second', 'tool'), 0o755);
    await mkdir(join(root, 'second', 'folder-tool'));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('finds the first executable file of that name along the search path', () => {
    const searchPath = [join(root, 'first'), join(root, 'second')].join(':');
    expect(findExecutable('tool', searchPath)).toBe(join(root, 'second', 'tool'));
  });

  it('skips folders, empty and relative search path entries', () => {
    expect(findExecutable('folder-tool', join(root, 'second'))).toBeUndefined();
    expect(findExecutable('tool', `:second:${join(root, 'first')}`)).toBeUndefined();
  });

  it('checks a path as given, without searching', () => {
    expect(findExecutable(join(root, 'second', 'tool'), '')).toBe(join(root, 'second', 'tool'));
    expect(findExecutable(join(root, 'first', 'tool'), join(root, 'second'))).toBeUndefined();
  });
});
