import { jest } from '@jest/globals';
import { Controller, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Payload } from '@nestjs/microservices';
import { AppError, ErrorStatus } from '@rubrica/errors';
import {
  InMemorySpanExporter,
  requestContext,
  SpanKind,
  startTelemetry,
  withSpan,
  type Telemetry,
} from '@rubrica/telemetry';
import { connect } from '@nats-io/transport-node';
import { testEnv, uniqueName } from '@rubrica/testing';
import { connectRpcServer, defineRpc, RpcClient, RpcHandler, RpcModule } from '../src/rpc/index.js';

// Subjects of this file only, so parallel test files never answer each other.
const prefix = uniqueName('rpc_rr');
const echo = defineRpc<{ text: string }, { echoed: string; requestId?: string }>(`${prefix}.echo.v1`);
const maySend = defineRpc<{ organizationId: string }, { allowed: true }>(`${prefix}.may_send.v1`);
const broken = defineRpc<Record<string, never>, never>(`${prefix}.broken.v1`);
const stuck = defineRpc<Record<string, never>, never>(`${prefix}.stuck.v1`);
const traced = defineRpc<Record<string, never>, { traceId: string }>(`${prefix}.traced.v1`);
const nobody = defineRpc<Record<string, never>, never>(`${prefix}.nobody.v1`);

let releaseStuck: () => void = () => {};
const stuckReleased = new Promise<void>((resolve) => {
  releaseStuck = resolve;
});

@Controller()
class TestRpcController {
  @RpcHandler(echo)
  echo(@Payload() data: { text: string }) {
    return { echoed: data.text, requestId: requestContext.getStore()?.requestId };
  }

  @RpcHandler(maySend)
  async maySend(@Payload() data: { organizationId: string }) {
    await Promise.resolve();
    throw new AppError('billing.no_credits', ErrorStatus.PaymentRequired, 'no credits available', {
      organization_id: [`${data.organizationId} has used all its envelopes`],
    });
  }

  @RpcHandler(broken)
  broken() {
    throw new Error('connect ECONNREFUSED 10.1.2.3:5432 password=hunter2');
  }

  @RpcHandler(stuck)
  async stuck() {
    await stuckReleased;
    return {};
  }

  @RpcHandler(traced)
  traced() {
    return withSpan('handler work', (span) => ({ traceId: span.spanContext().traceId }));
  }
}

@Module({ controllers: [TestRpcController] })
class TestRpcModule {}

describe('RPC request-reply over NATS', () => {
  const exporter = new InMemorySpanExporter();
  let telemetry: Telemetry;
  let app: INestApplication;
  let client: RpcClient;

  beforeAll(async () => {
    telemetry = startTelemetry({ serviceName: 'rpc-spec', instrument: false, spanExporter: exporter });
    const { natsUrl } = testEnv();
    app = await NestFactory.create(TestRpcModule, { logger: false });
    connectRpcServer(app, { natsUrl, queue: prefix, shutdownGraceMs: 0 });
    await app.startAllMicroservices();
    await app.init();
    client = new RpcClient({ natsUrl, name: `${prefix}_client` });
  });

  afterAll(async () => {
    releaseStuck();
    await client?.close();
    await app?.close();
    await telemetry?.shutdown();
  });

  it('returns the handler’s reply', async () => {
    await expect(client.request(echo, { text: 'hello' })).resolves.toMatchObject({ echoed: 'hello' });
  });

  it('accepts a plain pattern string too', async () => {
    const reply = await client.request<{ text: string }, { echoed: string }>(echo.pattern, { text: 'plain' });
    expect(reply.echoed).toBe('plain');
  });

  it('rebuilds an AppError thrown remotely with its code, status, message and field errors', async () => {
    const error = await client
      .request(maySend, { organizationId: 'org-7' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'billing.no_credits',
      status: 402,
      message: 'no credits available',
      errors: { organization_id: ['org-7 has used all its envelopes'] },
    });
  });

  it('turns an unexpected remote error into a 500 that does not carry its text', async () => {
    const error = await client.request(broken, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'internal', status: 500, message: 'Server error.' });
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toMatch(
      /hunter2|ECONNREFUSED/,
    );
  });

  it('replies to a failure with the wire error as data, in Nest’s packet format', async () => {
    const nats = await connect({ servers: testEnv().natsUrl });
    try {
      const request = (pattern: string) =>
        nats.request(pattern, JSON.stringify({ pattern, data: { organizationId: 'org-1' }, id: 'raw-1' }), {
          timeout: 5_000,
        });
      expect((await request(maySend.pattern)).json()).toEqual({
        id: 'raw-1',
        isDisposed: true,
        err: {
          code: 'billing.no_credits',
          status: 402,
          message: 'no credits available',
          errors: { organization_id: ['org-1 has used all its envelopes'] },
        },
      });
      expect((await request(broken.pattern)).json()).toEqual({
        id: 'raw-1',
        isDisposed: true,
        err: { code: 'internal', status: 500, message: 'Server error.' },
      });
    } finally {
      await nats.close();
    }
  });

  it('answers 503 rpc.unavailable from the no-responders status, without waiting for the timeout', async () => {
    // The timeout is far beyond Jest's limit for this test: only a no-responders answer can pass.
    const error = await client.request(nobody, {}, { timeoutMs: 120_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'rpc.unavailable', status: 503 });
    expect((error as Error).message).toContain('no responders');
  }, 15_000);

  it('answers 503 rpc.unavailable when the handler does not reply in time', async () => {
    const error = await client.request(stuck, {}, { timeoutMs: 300 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'rpc.unavailable', status: 503 });
    expect((error as Error).message).toContain('no reply within 300 ms');
  });

  it('answers 503 rpc.unavailable when NATS cannot be reached', async () => {
    const offline = new RpcClient({ natsUrl: 'nats://127.0.0.1:1' });
    const error = await offline.request(echo, { text: 'x' }).catch((caught: unknown) => caught);
    await offline.close();
    expect(error).toMatchObject({ code: 'rpc.unavailable', status: 503 });
  });

  it('continues the caller’s trace: the handler’s span descends from the caller’s span', async () => {
    exporter.reset();
    const { callerTraceId, callerSpanId, reply } = await withSpan('caller', async (span) => ({
      callerTraceId: span.spanContext().traceId,
      callerSpanId: span.spanContext().spanId,
      reply: await client.request(traced, {}),
    }));
    expect(reply.traceId).toBe(callerTraceId);

    const spans = exporter.getFinishedSpans();
    const clientSpan = spans.find(
      (span) => span.kind === SpanKind.CLIENT && span.name === `rpc ${traced.pattern}`,
    );
    const serverSpan = spans.find(
      (span) => span.kind === SpanKind.SERVER && span.name === `rpc ${traced.pattern}`,
    );
    const handlerSpan = spans.find((span) => span.name === 'handler work');
    expect(clientSpan?.parentSpanContext?.spanId).toBe(callerSpanId);
    expect(serverSpan?.spanContext().traceId).toBe(callerTraceId);
    expect(serverSpan?.parentSpanContext?.spanId).toBe(clientSpan?.spanContext().spanId);
    expect(handlerSpan?.parentSpanContext?.spanId).toBe(serverSpan?.spanContext().spanId);
  });

  it('marks the server span failed when the handler throws', async () => {
    exporter.reset();
    await client.request(broken, {}).catch(() => undefined);
    const serverSpan = exporter
      .getFinishedSpans()
      .find((span) => span.kind === SpanKind.SERVER && span.name === `rpc ${broken.pattern}`);
    expect(serverSpan?.status.code).toBe(2); // SpanStatusCode.ERROR
  });

  it('provides a client through RpcModule and closes it with the application', async () => {
    const context = await NestFactory.createApplicationContext(
      RpcModule.register({ natsUrl: testEnv().natsUrl }),
      { logger: false },
    );
    const injected = context.get(RpcClient);
    await expect(injected.request(echo, { text: 'injected' })).resolves.toMatchObject({ echoed: 'injected' });
    const close = jest.spyOn(injected, 'close');
    await context.close();
    expect(close).toHaveBeenCalled();
  });

  it('hands the caller’s request id to the handler', async () => {
    const reply = await requestContext.run({ requestId: 'req-rpc-1' }, () =>
      client.request(echo, { text: 'id' }),
    );
    expect(reply.requestId).toBe('req-rpc-1');
  });
});
