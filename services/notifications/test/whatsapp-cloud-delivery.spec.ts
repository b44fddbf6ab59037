import type { ServerResponse } from 'node:http';
import type { SendWhatsappJob } from '@rubrica/jobs';
import { startBodyServer, type BodyServer } from './support/notifications-test-kit.js';
import { startWhatsappTestStack, type WhatsappTestStack } from './whatsapp-test-stack.js';

interface Call {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A local Graph API: answers `POST /{version}/{phone_number_id}/messages` as the Cloud API does.
 * `answers` queues scripted answers per number (status and body); otherwise it accepts.
 */
let graph: BodyServer;
let calls: Call[];
const answers = new Map<string, Array<{ status: number; body: unknown }>>();
let stack: WhatsappTestStack;

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function graphError(code: number, message: string) {
  return {
    error: {
      message,
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details: message },
      fbtrace_id: 'Az8or2yhqkZfEZ-_4Qn_Bam',
    },
  };
}

beforeAll(async () => {
  calls = [];
  graph = await startBodyServer((request, raw, response) => {
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    calls.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body,
    });
    const scripted = answers.get(String(body.to))?.shift();
    if (scripted) return reply(response, scripted.status, scripted.body);
    reply(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.cloud-${calls.length}`, message_status: 'accepted' }],
    });
  });
  stack = await startWhatsappTestStack('whatsapp_cloud', {
    worker: true,
    workerEnv: () => ({
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_API_URL: `http://127.0.0.1:${graph.port}`,
      WHATSAPP_API_VERSION: 'v21.0',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'EAAGm0PX4ZCpsBA-test-token',
    }),
  });
});

afterAll(async () => {
  await stack?.close();
  await graph?.close();
});

const reminder = (to: string): SendWhatsappJob => ({
  to,
  template: 'envelope-reminder',
  locale: 'es',
  params: { sender: 'Ana\nSouza', title: 'Contrato' },
  link: 'http://localhost:8080/business/envelopes/viewer/the-token?lang=es',
  subject_ref: { kind: 'envelope', envelopeId: '9c1c2d3e-0000-4000-8000-000000000001' },
});

const callsTo = (to: string) => calls.filter((call) => call.body.to === to);

describe('WhatsApp through the Cloud API', () => {
  it('posts the template message with its body params and the link path as the URL button, with the bearer token', async () => {
    const jobId = 'whatsapp-reminder.cloud-ok';
    expect(await stack.sendSettled(reminder('+5511912345678'), jobId)).toBe('completed');
    expect(callsTo('5511912345678')).toEqual([
      {
        method: 'POST',
        path: '/v21.0/106540352242922/messages',
        authorization: 'Bearer EAAGm0PX4ZCpsBA-test-token',
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '5511912345678',
          type: 'template',
          template: {
            name: 'rubrica_envelope_reminder',
            language: { code: 'es' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'Ana Souza' },
                  { type: 'text', text: 'Contrato' },
                ],
              },
              {
                type: 'button',
                sub_type: 'url',
                index: '0',
                parameters: [{ type: 'text', text: 'business/envelopes/viewer/the-token?lang=es' }],
              },
            ],
          },
        },
      },
    ]);
    const [row] = await stack.db.query('SELECT id, status FROM whatsapp_messages WHERE job_id = $1', [jobId]);
    expect(row).toEqual({ id: expect.stringMatching(/^wamid\.cloud-\d+$/), status: 'accepted' });
  });

  it('retries throttling and server errors with backoff, then sends once', async () => {
    answers.set('5511912345679', [
      { status: 429, body: graphError(130429, 'Rate limit hit') },
      { status: 500, body: graphError(131000, 'Something went wrong') },
    ]);
    const jobId = 'whatsapp-reminder.cloud-retried';
    expect(await stack.sendSettled(reminder('+5511912345679'), jobId)).toBe('completed');
    expect(callsTo('5511912345679')).toHaveLength(3);
    expect(await stack.failuresOf(jobId)).toEqual([]);
  });

  it('fails at once on a permanent refusal and tells the producer with the code', async () => {
    answers.set('5511912345670', [
      { status: 400, body: graphError(132001, 'Template name does not exist in the translation') },
    ]);
    const jobId = 'whatsapp-reminder.cloud-refused';
    expect(await stack.sendSettled(reminder('+5511912345670'), jobId)).toBe('failed');
    expect(callsTo('5511912345670')).toHaveLength(1);
    const failures = await stack.failuresOf(jobId);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      jobId,
      to: '+5511912345670',
      permanent: true,
      errorCode: '132001',
      attemptsMade: 1,
      subjectRef: { kind: 'envelope', envelopeId: '9c1c2d3e-0000-4000-8000-000000000001', recipientId: '' },
    });
    expect(failures[0]?.reason).toMatch(/Template name does not exist/);
  });

  it('tells the producer once the attempts run out on transient failures, not as permanent', async () => {
    answers.set(
      '5511912345671',
      Array.from({ length: 3 }, () => ({
        status: 503,
        body: graphError(133004, 'Server temporarily unavailable'),
      })),
    );
    const jobId = 'whatsapp-reminder.cloud-exhausted';
    expect(await stack.sendSettled(reminder('+5511912345671'), jobId)).toBe('failed');
    expect(callsTo('5511912345671')).toHaveLength(3);
    const failures = await stack.until(async () => {
      const found = await stack.failuresOf(jobId);
      return found.length > 0 ? found : undefined;
    });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ permanent: false, attemptsMade: 3, errorCode: '133004' });
  });

  it('does not send a message again when its job is redone after WhatsApp accepted it', async () => {
    const jobId = 'whatsapp-reminder.cloud-redone';
    expect(await stack.sendSettled(reminder('+5511912345672'), jobId)).toBe('completed');
    const job = await stack.queue.bullQueue.getJob(jobId);
    await job?.retry('completed');
    expect(await stack.settled(jobId)).toBe('completed');
    await stack.until(async () =>
      (await stack.queue.bullQueue.getJob(jobId))?.finishedOn ? true : undefined,
    );
    expect(callsTo('5511912345672')).toHaveLength(1);
  });
});
