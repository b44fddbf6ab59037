import { Writable } from 'node:stream';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { createLogger } from './create-logger.js';
import { NestPinoLogger } from './nest-pino-logger.js';
import { requestContext } from './request-context.js';
import { startTelemetry, type Telemetry } from './start-telemetry.js';
import { withSpan } from './with-span.js';

function captureLines(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, lines };
}

describe('createLogger', () => {
  let telemetry: Telemetry;
  beforeAll(() => {
    telemetry = startTelemetry({
      serviceName: 'logger-spec',
      instrument: false,
      spanExporter: new InMemorySpanExporter(),
    });
  });
  afterAll(() => telemetry.shutdown());

  it('writes JSON lines with the name, a string level and the message', () => {
    const { stream, lines } = captureLines();
    createLogger({ name: 'billing', level: 'info', destination: stream }).info({ envelope_id: 'e1' }, 'sent');
    expect(lines()).toEqual([
      expect.objectContaining({
        name: 'billing',
        level: 'info',
        msg: 'sent',
        envelope_id: 'e1',
        time: expect.any(String),
      }),
    ]);
    expect(lines()[0]).not.toHaveProperty('trace_id');
  });

  it('adds the active span’s trace_id and span_id', async () => {
    const { stream, lines } = captureLines();
    const logger = createLogger({ name: 'billing', destination: stream });
    const ids = await withSpan('work', (span) => {
      logger.info('inside');
      return span.spanContext();
    });
    expect(lines()[0]).toMatchObject({ msg: 'inside', trace_id: ids.traceId, span_id: ids.spanId });
    expect(ids.traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('adds request_id inside requestContext, and nothing outside it', async () => {
    const { stream, lines } = captureLines();
    const logger = createLogger({ name: 'gateway', destination: stream });
    await requestContext.run({ requestId: 'req-42' }, async () => {
      await Promise.resolve();
      logger.warn('inside');
    });
    logger.warn('outside');
    expect(lines()[0]).toMatchObject({ msg: 'inside', request_id: 'req-42', level: 'warn' });
    expect(lines()[1]).not.toHaveProperty('request_id');
  });

  it('respects the level', () => {
    const { stream, lines } = captureLines();
    const logger = createLogger({ name: 'x', level: 'warn', destination: stream });
    logger.info('dropped');
    logger.error('kept');
    expect(lines().map((line) => line.msg)).toEqual(['kept']);
  });
});

describe('NestPinoLogger', () => {
  it('turns Nest’s (message, context) calls into the same JSON lines', () => {
    const { stream, lines } = captureLines();
    const nest = new NestPinoLogger(createLogger({ name: 'identity', level: 'trace', destination: stream }));
    nest.log('Nest application successfully started', 'NestApplication');
    nest.error('boom', 'Error: boom\n    at x (y.js:1:1)', 'ExceptionsHandler');
    nest.error({ correlation_id: 'c-1', err: new Error('db down') }, 'unexpected error', 'HttpErrorFilter');
    nest.verbose('mapped', 'RoutesResolver');
    const [started, failed, unexpected, verbose] = lines();
    expect(started).toMatchObject({
      level: 'info',
      msg: 'Nest application successfully started',
      context: 'NestApplication',
    });
    expect(failed).toMatchObject({
      level: 'error',
      msg: 'boom',
      context: 'ExceptionsHandler',
      stack: expect.stringContaining('at x'),
    });
    expect(unexpected).toMatchObject({
      level: 'error',
      msg: 'unexpected error',
      context: 'HttpErrorFilter',
      correlation_id: 'c-1',
      err: expect.objectContaining({ message: 'db down' }),
    });
    expect(verbose).toMatchObject({ level: 'trace', msg: 'mapped' });
  });

  it('follows Nest’s log levels', () => {
    const { stream, lines } = captureLines();
    const nest = new NestPinoLogger(createLogger({ name: 'identity', level: 'trace', destination: stream }));
    nest.setLogLevels(['warn', 'error']);
    nest.log('hidden');
    nest.warn('shown');
    expect(lines().map((line) => line.msg)).toEqual(['shown']);
  });

  it('invents no trace fields when no span is active', () => {
    const { stream, lines } = captureLines();
    new NestPinoLogger(createLogger({ name: 'x', destination: stream })).log('plain');
    expect(trace.getActiveSpan()).toBeUndefined();
    expect(lines()[0]).not.toHaveProperty('trace_id');
  });
});
