import { DataSource } from 'typeorm';
import { webhookSignature } from '../src/whatsapp/webhook-signature.util.js';
import { WhatsappFailureReporter } from '../src/whatsapp/whatsapp-failure.reporter.js';
import { recordAcceptedWhatsapp } from '../src/whatsapp/whatsapp-message.store.js';
import {
  startWhatsappTestStack,
  TEST_APP_SECRET,
  TEST_VERIFY_TOKEN,
  type WhatsappTestStack,
} from './whatsapp-test-stack.js';

let stack: WhatsappTestStack;
let hook: string;

const subjectRef = {
  kind: 'envelope',
  envelopeId: '8b1c2d3e-0000-4000-8000-000000000001',
  recipientId: '8b1c2d3e-0000-4000-8000-000000000002',
};

/** A message the worker had sent: what the webhook looks statuses up by. */
async function accepted(id: string, jobId: string): Promise<void> {
  await stack.db.query(
    `INSERT INTO whatsapp_messages (id, job_id, recipient, template, subject_ref) VALUES ($1, $2, '+5511987654321', 'envelope-reminder', $3)`,
    [id, jobId, JSON.stringify(subjectRef)],
  );
}

function statusBody(id: string, status: string, errors?: unknown[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1029384756',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511900000000', phone_number_id: '123456789' },
              statuses: [
                {
                  id,
                  status,
                  timestamp: '1764000000',
                  recipient_id: '5511987654321',
                  ...(errors ? { errors } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

async function post(body: unknown, signature?: string): Promise<Response> {
  const raw = JSON.stringify(body);
  return fetch(hook, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signature ?? webhookSignature(raw, TEST_APP_SECRET),
    },
    body: raw,
  });
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = (await stack.db.query('SELECT status FROM whatsapp_messages WHERE id = $1', [id])) as Array<{
    status: string;
  }>;
  return row?.status;
}

beforeAll(async () => {
  stack = await startWhatsappTestStack('whatsapp_webhook', { http: true });
  hook = `${stack.url}/p/notifications/whatsapp`;
});

afterAll(async () => {
  await stack?.close();
});

describe('GET p/notifications/whatsapp (subscription check)', () => {
  it('echoes hub.challenge when the verify token is ours', async () => {
    const response = await fetch(
      `${hook}?hub.mode=subscribe&hub.verify_token=${TEST_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('1158201444');
  });

  it('answers 403 to another verify token or mode, without the challenge', async () => {
    const wrongToken = await fetch(`${hook}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=42`);
    expect(wrongToken.status).toBe(403);
    expect(await wrongToken.json()).toMatchObject({ message: 'The webhook verification failed.' });
    const wrongMode = await fetch(
      `${hook}?hub.mode=unsubscribe&hub.verify_token=${TEST_VERIFY_TOKEN}&hub.challenge=42`,
    );
    expect(wrongMode.status).toBe(403);
  });
});

describe('POST p/notifications/whatsapp (statuses)', () => {
  it('answers 401 to a body not signed with the app secret, and changes nothing', async () => {
    await accepted('wamid.unsigned', 'whatsapp-reminder.unsigned');
    const body = statusBody('wamid.unsigned', 'failed', [{ code: 131026, title: 'Message undeliverable' }]);
    const forged = await post(body, webhookSignature(JSON.stringify(body), 'another-secret'));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ message: 'The webhook signature is not valid.' });
    const unsigned = await fetch(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(401);
    expect(await statusOf('wamid.unsigned')).toBe('accepted');
    expect(await stack.failuresOf('whatsapp-reminder.unsigned')).toEqual([]);
  });

  it('checks the signature against the exact bytes received', async () => {
    await accepted('wamid.spaced', 'whatsapp-reminder.spaced');
    const raw = JSON.stringify(statusBody('wamid.spaced', 'delivered'), null, 2);
    const response = await fetch(hook, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': webhookSignature(raw, TEST_APP_SECRET),
      },
      body: raw,
    });
    expect(response.status).toBe(200);
    expect(await statusOf('wamid.spaced')).toBe('delivered');
  });

  it('moves a message forward only: a late "sent" after "read" changes nothing', async () => {
    await accepted('wamid.ordered', 'whatsapp-reminder.ordered');
    expect(await (await post(statusBody('wamid.ordered', 'read'))).json()).toEqual({ received: 1 });
    expect(await (await post(statusBody('wamid.ordered', 'sent'))).json()).toEqual({ received: 0 });
    expect(await statusOf('wamid.ordered')).toBe('read');
  });

  it('turns a "failed" status into one whatsapp.failed event naming the envelope and the error', async () => {
    await accepted('wamid.failed', 'whatsapp-reminder.failed');
    const errors = [
      {
        code: 131026,
        title: 'Message undeliverable',
        error_data: { details: 'Receiver is not on WhatsApp.' },
      },
    ];
    expect((await post(statusBody('wamid.failed', 'failed', errors))).status).toBe(200);
    // Meta may deliver a webhook more than once.
    expect(await (await post(statusBody('wamid.failed', 'failed', errors))).json()).toEqual({ received: 0 });
    expect(await statusOf('wamid.failed')).toBe('failed');
    const failures = await stack.failuresOf('whatsapp-reminder.failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      jobId: 'whatsapp-reminder.failed',
      subjectRef,
      to: '+5511987654321',
      template: 'envelope-reminder',
      reason: 'WhatsApp reported the message failed (code 131026): Receiver is not on WhatsApp.',
      permanent: true,
      messageId: 'wamid.failed',
      errorCode: '131026',
    });
  });

  it('keeps statuses that arrive before their message is recorded, and applies them once it is', async () => {
    const failed = [{ code: 131026, title: 'Message undeliverable' }];
    expect(await (await post(statusBody('wamid.early', 'sent'))).json()).toEqual({ received: 0 });
    expect(await (await post(statusBody('wamid.early', 'failed', failed))).json()).toEqual({ received: 0 });
    expect(await stack.failuresOf('whatsapp-reminder.early')).toEqual([]);

    // The worker writes the message id down only after WhatsApp answered the send.
    const service = stack.http!.get(DataSource);
    await service.transaction((manager) =>
      recordAcceptedWhatsapp(manager, new WhatsappFailureReporter(service), {
        id: 'wamid.early',
        jobId: 'whatsapp-reminder.early',
        to: '+5511987654321',
        template: 'envelope-reminder',
        subjectRef: subjectRef as never,
      }),
    );
    expect(await statusOf('wamid.early')).toBe('failed');
    expect(await stack.failuresOf('whatsapp-reminder.early')).toEqual([
      expect.objectContaining({ messageId: 'wamid.early', errorCode: '131026', permanent: true }),
    ]);
    expect(
      await stack.db.query(`SELECT 1 FROM whatsapp_early_statuses WHERE message_id = 'wamid.early'`),
    ).toEqual([]);
  });

  it('ignores statuses of messages this service did not send, and other webhook objects', async () => {
    const events = async () =>
      (
        await stack.db.query(
          `SELECT 1 FROM outbox_events WHERE subject = 'rubrica.notifications.whatsapp.failed'`,
        )
      ).length as number;
    const before = await events();
    expect(await (await post(statusBody('wamid.someone-else', 'failed'))).json()).toEqual({ received: 0 });
    expect(await (await post({ object: 'page', entry: [] })).json()).toEqual({ received: 0 });
    expect(await events()).toBe(before);
  });
});
