import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configErrorOf, describeProcessConfigDefaults } from '@rubrica/service-kit/config-testing';
import { loadStorageConfig, loadStorageWorkerConfig } from './storage.config.js';

describe('storage configuration', () => {
  describeProcessConfigDefaults({
    name: 'storage',
    load: loadStorageConfig,
    port: 3004,
    database: 'rubrica_storage',
  });
});

describe('storage-worker configuration', () => {
  // Made before the test tables below are built, since they name these paths.
  const bin = mkdtempSync(join(tmpdir(), 'storage-config-'));
  const fakeSoffice = join(bin, 'soffice');
  writeFileSync(fakeSoffice, '#!/bin/sh\n');
  chmodSync(fakeSoffice, 0o755);
  writeFileSync(join(bin, 'not-executable'), '');

  afterAll(() => rmSync(bin, { recursive: true, force: true }));

  describeProcessConfigDefaults({
    name: 'storage-worker',
    load: loadStorageWorkerConfig,
    port: 3104,
    database: 'rubrica_storage',
    env: { PATH: bin },
  });

  it('defaults to a 2-minute timeout and soffice found on PATH', () => {
    const config = loadStorageWorkerConfig({ PATH: `/nonexistent:${bin}` });
    expect(config.CONVERSION_TIMEOUT_MS).toBe(120_000);
    expect(config.SOFFICE_PATH).toBe(fakeSoffice);
  });

  it('accepts SOFFICE_PATH naming an executable file', () => {
    expect(loadStorageWorkerConfig({ PATH: '', SOFFICE_PATH: fakeSoffice }).SOFFICE_PATH).toBe(fakeSoffice);
  });

  it('starts without LibreOffice when SOFFICE_PATH is unset and soffice is on no PATH folder', () => {
    expect(loadStorageWorkerConfig({ PATH: '/nonexistent' }).SOFFICE_PATH).toBeNull();
  });

  it.each([
    ['SOFFICE_PATH names a missing file', { PATH: bin, SOFFICE_PATH: '/nonexistent/soffice' }],
    [
      'SOFFICE_PATH names a file that is not executable',
      { PATH: bin, SOFFICE_PATH: join(bin, 'not-executable') },
    ],
    ['SOFFICE_PATH names a folder', { PATH: bin, SOFFICE_PATH: bin }],
    ['SOFFICE_PATH names a command on no PATH folder', { PATH: '/nonexistent', SOFFICE_PATH: 'soffice' }],
  ])('refuses to start when %s, saying what to install', (_case, env) => {
    const error = configErrorOf(() => loadStorageWorkerConfig(env));
    expect(error.issues.map((issue) => issue.variable)).toEqual(['SOFFICE_PATH']);
    expect(error.message).toMatch(
      /SOFFICE_PATH: names no executable file: install LibreOffice .*libreoffice-writer-nogui/,
    );
  });

  it.each(['999', '600001', 'soon', '1.5'])('refuses CONVERSION_TIMEOUT_MS=%s', (value) => {
    const error = configErrorOf(() => loadStorageWorkerConfig({ PATH: bin, CONVERSION_TIMEOUT_MS: value }));
    expect(error.issues.map((issue) => issue.variable)).toEqual(['CONVERSION_TIMEOUT_MS']);
  });

  it('refuses a CONVERSION_STALE_AFTER_MS not longer than the conversion timeout', () => {
    const error = configErrorOf(() =>
      loadStorageWorkerConfig({
        PATH: bin,
        CONVERSION_TIMEOUT_MS: '60000',
        CONVERSION_STALE_AFTER_MS: '60000',
      }),
    );
    expect(error.issues).toEqual([
      { variable: 'CONVERSION_STALE_AFTER_MS', message: 'must be longer than CONVERSION_TIMEOUT_MS' },
    ]);
  });
});
