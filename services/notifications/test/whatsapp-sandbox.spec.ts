import type { SendWhatsappJob } from '@rubrica/jobs';
import { webhookSignature } from '../src/whatsapp/webhook-signature.util.js';
import { startBodyServer, type BodyServer } from './support/notifications-test-kit.js';
import { startWhatsappTestStack, TEST_APP_SECRET, type WhatsappTestStack } from './whatsapp-test-stack.js';

const envelopeId = '7a1c2d3e-0000-4000-8000-000000000001';
const recipientId = '7a1c2d3e-0000-4000-8000-000000000002';

const invitation = (to: string): SendWhatsappJob => ({
  to,
  template: 'envelope-action-required',
  locale: 'pt-BR',
  params: { sender: 'Ana Souza', title: 'Contrato de locação' },
  link: 'http://localhost:8080/business/envelopes/viewer/secret-token',
  subject_ref: { kind: 'envelope', envelopeId, recipientId },
});

let stack: WhatsappTestStack;

beforeAll(async () => {
  stack = await startWhatsappTestStack('whatsapp_sandbox', { http: true, worker: true });
});

afterAll(async () => {
  await stack?.close();
});

async function statusOf(jobId: string, wanted: string): Promise<Record<string, unknown>> {
  return stack.until(async () => {
    const [row] = (await stack.db.query('SELECT * FROM whatsapp_messages WHERE job_id = $1', [
      jobId,
    ])) as Array<Record<string, unknown>>;
    return row?.status === wanted ? row : undefined;
  });
}

describe('the WhatsApp sandbox', () => {
  it('accepts a message like the Cloud API, keeps it, prints its link, and reports sent, delivered and read by signed webhook', async () => {
    const jobId = 'whatsapp-invitation.sandbox-ok';
    expect(await stack.sendSettled(invitation('+5511987654321'), jobId)).toBe('completed');

    const row = await statusOf(jobId, 'read');
    expect(row).toMatchObject({ recipient: '+5511987654321', template: 'envelope-action-required' });
    expect(String(row.id)).toMatch(/^wamid\.[A-Za-z0-9_-]+$/);
    expect(row.subject_ref).toEqual({ kind: 'envelope', envelopeId, recipientId });

    const kept = (await stack.keptMessages()).find((message) => message.id === row.id);
    expect(kept).toMatchObject({
      to: '+5511987654321',
      template: 'rubrica_envelope_action_required',
      language: 'pt_BR',
      text: 'Ana Souza enviou "Contrato de locação" para você pela Rubrica. Toque no botão abaixo para ver e assinar.',
      button: {
        label: 'Abrir documento',
        link: 'http://localhost:8080/business/envelopes/viewer/secret-token',
      },
    });
    expect(
      stack.logs.log.some(
        (line) =>
          line.startsWith('WhatsApp to +5511987654321') &&
          line.includes('link: http://localhost:8080/business/envelopes/viewer/secret-token'),
      ),
    ).toBe(true);
    // Every status was accepted by the webhook, which refuses unsigned bodies.
    expect(stack.logs.warn.filter((line) => line.includes('sandbox WhatsApp webhook'))).toEqual([]);
    expect(await stack.failuresOf(jobId)).toEqual([]);
  });

  it('reports a demo number ending in 0000 failed by webhook, which becomes whatsapp.failed once', async () => {
    const jobId = 'whatsapp-invitation.sandbox-undeliverable';
    expect(await stack.sendSettled(invitation('+5511987650000'), jobId)).toBe('completed');
    const row = await statusOf(jobId, 'failed');

    const failures = await stack.until(async () => {
      const found = await stack.failuresOf(jobId);
      return found.length > 0 ? found : undefined;
    });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      jobId,
      to: '+5511987650000',
      template: 'envelope-action-required',
      subjectRef: { kind: 'envelope', envelopeId, recipientId },
      permanent: true,
      messageId: row.id,
      errorCode: '131026',
    });
    expect(failures[0]?.reason).toMatch(/131026/);
  });

  it('refuses a demo number ending in 9999 at once, as WhatsApp refuses a number outside the allowed list', async () => {
    const jobId = 'whatsapp-invitation.sandbox-refused';
    expect(await stack.sendSettled(invitation('+5511987659999'), jobId)).toBe('failed');
    const job = await stack.queue.bullQueue.getJob(jobId);
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toMatch(/131030/);
    const failures = await stack.failuresOf(jobId);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ permanent: true, errorCode: '131030', messageId: '' });
    expect(await stack.db.query('SELECT 1 FROM whatsapp_messages WHERE job_id = $1', [jobId])).toEqual([]);
  });

  it('refuses a template message without the link its button needs, before anything is sent', async () => {
    const jobId = 'whatsapp-invitation.no-link';
    const { link: _link, ...withoutLink } = invitation('+5511987654322');
    expect(await stack.sendSettled(withoutLink, jobId)).toBe('failed');
    expect((await stack.queue.bullQueue.getJob(jobId))?.failedReason).toBe(
      'template envelope-action-required needs a link',
    );
    expect((await stack.keptMessages()).some((message) => message.to === '+5511987654322')).toBe(false);
  });
});

describe('the WhatsApp sandbox webhooks', () => {
  let receiver: BodyServer;
  let received: Array<{ signature: string | undefined; raw: string }>;
  let refusedOnce = false;
  let side: WhatsappTestStack;

  beforeAll(async () => {
    received = [];
    receiver = await startBodyServer((request, raw, response) => {
      // The receiver is down for the first status of a message it was told to refuse once.
      if (raw.includes('"recipient_id":"5521900000001"') && !refusedOnce) {
        refusedOnce = true;
        response.writeHead(503).end();
        return;
      }
      received.push({ signature: request.headers['x-hub-signature-256'] as string | undefined, raw });
      response.writeHead(200).end();
    });
    side = await startWhatsappTestStack('whatsapp_sandbox_hooks', {
      worker: true,
      workerEnv: () => ({ WHATSAPP_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/hook` }),
    });
  });

  afterAll(async () => {
    await side?.close();
    await receiver?.close();
  });

  /** The statuses the webhook took for a number, once there are the three a delivered message goes through. */
  function threeStatusesOf(recipientId: string): Promise<Array<{ status: string; recipient_id: string }>> {
    return side.until(async () => {
      const statuses = received
        .map((hook) => JSON.parse(hook.raw).entry[0].changes[0].value.statuses[0])
        .filter((status) => status.recipient_id === recipientId);
      return statuses.length >= 3 ? statuses : undefined;
    });
  }

  it("are signed with the app secret as Meta signs them, in WhatsApp's webhook shape", async () => {
    const link = 'http://localhost:8080/business/envelopes/download/download-token';
    const job: SendWhatsappJob = {
      to: '+5521987654321',
      template: 'envelope-completed',
      locale: 'en',
      params: { title: 'Lease' },
      link,
    };
    expect(await side.sendSettled(job, 'whatsapp-completed.hooks')).toBe('completed');
    const statuses = await threeStatusesOf('5521987654321');
    for (const hook of received) expect(hook.signature).toBe(webhookSignature(hook.raw, TEST_APP_SECRET));
    expect(statuses.map((status) => status.status)).toEqual(['sent', 'delivered', 'read']);
    expect(statuses[0]).toMatchObject({ recipient_id: '5521987654321' });
    expect(JSON.parse(received[0]!.raw)).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { messaging_product: 'whatsapp' } }] }],
    });
  });

  it('posts a status again, later, when the webhook did not take it, as WhatsApp does', async () => {
    const job: SendWhatsappJob = {
      to: '+5521900000001',
      template: 'envelope-cancelled',
      locale: 'es',
      params: { title: 'Lease', sender: 'Ana' },
    };
    expect(await side.sendSettled(job, 'whatsapp-cancelled.hooks-retried')).toBe('completed');
    const statuses = await threeStatusesOf('5521900000001');
    expect(refusedOnce).toBe(true);
    expect(statuses.map((status) => status.status)).toEqual(['sent', 'delivered', 'read']);
    expect(side.logs.warn).toContain('sandbox WhatsApp webhook answered 503 (attempt 1)');
  });
});
