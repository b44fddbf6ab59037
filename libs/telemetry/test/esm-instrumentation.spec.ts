import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { transformFile } from '@swc/core';
import { testEnv, uniqueName } from '@rubrica/testing';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = join(here, '..');
const rootDir = join(packageDir, '..', '..');

interface SpanRecord {
  name: string;
  scope: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

/**
 * Compiles the library the way scripts/build.mjs does, into a scratch folder inside the package
 * (so its node_modules resolve), beside a small ESM application.
 */
async function compileLibraryInto(buildDir: string): Promise<void> {
  const swcrc = JSON.parse(await readFile(join(rootDir, '.swcrc'), 'utf8')) as Record<string, unknown>;
  delete swcrc.$schema;
  await mkdir(buildDir, { recursive: true });
  const sources = (await readdir(join(packageDir, 'src'))).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'),
  );
  for (const file of sources) {
    const { code } = await transformFile(join(packageDir, 'src', file), {
      ...swcrc,
      swcrc: false,
      sourceMaps: false,
    });
    await writeFile(join(buildDir, file.replace(/\.ts$/, '.js')), code);
  }
  for (const file of ['main.mjs', 'app.mjs', 'propagate-only.mjs']) {
    await copyFile(join(here, 'fixtures', 'esm-process', file), join(buildDir, file));
  }
}

// The loader hook only matters in a plain `node` process, which Jest's module system is not.
describe.each([
  ['started by startTelemetry()', []],
  ['registered by --import @rubrica/telemetry/register', ['--import', './register.js']],
] as [string, string[]][])('ESM process instrumentation, hook %s', (_how, nodeFlags) => {
  const buildDir = join(packageDir, `.spec-build-${uniqueName('esm')}`);
  let spans: SpanRecord[];

  beforeAll(async () => {
    await compileLibraryInto(buildDir);
    const { postgresUrl, redisUrl } = testEnv();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...nodeFlags, 'main.mjs', postgresUrl, redisUrl, uniqueName('telemetry_esm')],
      { cwd: buildDir, timeout: 30_000 },
    );
    spans = JSON.parse(stdout.trim().split('\n').pop() ?? '[]') as SpanRecord[];
  });

  afterAll(() => rm(buildDir, { recursive: true, force: true }));

  const root = () => spans.find((span) => span.name === 'root')!;
  const inRoot = (scope: string) =>
    spans.filter(
      (span) =>
        span.scope === scope && span.traceId === root().traceId && span.parentSpanId === root().spanId,
    );

  it('traces pg queries as children of the active span', () => {
    expect(root()).toBeDefined();
    expect(inRoot('@opentelemetry/instrumentation-pg').map((span) => span.name)).toEqual(
      expect.arrayContaining(['pg.connect', expect.stringMatching(/^pg\.query/)]),
    );
  });

  it('traces ioredis commands as children of the active span', () => {
    expect(inRoot('@opentelemetry/instrumentation-ioredis').map((span) => span.name)).toEqual(
      expect.arrayContaining(['set', 'del']),
    );
  });

  it('traces outgoing http and carries the trace to the server span', () => {
    const [clientSpan] = inRoot('@opentelemetry/instrumentation-http');
    expect(clientSpan).toBeDefined();
    const serverSpan = spans.find((span) => span.parentSpanId === clientSpan?.spanId);
    expect(serverSpan).toMatchObject({
      scope: '@opentelemetry/instrumentation-http',
      traceId: root().traceId,
    });
    expect(serverSpan?.attributes['url.path']).toBe('/work');
  });

  it('does not trace probe requests', () => {
    expect(spans.some((span) => span.attributes['url.path'] === '/healthz')).toBe(false);
  });
});

describe('ESM process without an exporter', () => {
  const buildDir = join(packageDir, `.spec-build-${uniqueName('esm')}`);
  const incomingTrace = '0af7651916cd43dd8448eb211c80319c';

  afterAll(() => rm(buildDir, { recursive: true, force: true }));

  it('records no span and carries the incoming trace through http and pg to the next hop', async () => {
    await compileLibraryInto(buildDir);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['propagate-only.mjs', testEnv().postgresUrl, `00-${incomingTrace}-b7ad6b7169203331-01`],
      { cwd: buildDir, timeout: 30_000 },
    );
    const handler = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
      traceId?: string;
      recording?: boolean | null;
      pgPatched?: boolean;
      downstream?: { traceparent: string | null };
      ownContext?: { traceparent: string | null };
    };
    expect(handler).toMatchObject({ traceId: incomingTrace, recording: false, pgPatched: false });
    expect(handler.downstream?.traceparent).toMatch(new RegExp(`^00-${incomingTrace}-[0-9a-f]{16}-01$`));
    // A request that names its own trace context is sent with it as it is.
    expect(handler.ownContext?.traceparent).toBe('00-11111111111111111111111111111111-2222222222222222-01');
  });
});
