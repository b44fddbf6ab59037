import { startEmailTestWorker, verifyEmailJob, type EmailTestWorker } from './email-test-worker.js';
import { closedPort, deadLetterOf } from './support/notifications-test-kit.js';

let mail: EmailTestWorker;

beforeAll(async () => {
  mail = await startEmailTestWorker('email_smtp_down', {
    SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
  });
});

afterAll(async () => {
  await mail?.close();
});

describe('send-email while the SMTP server is down', () => {
  it('retries with backoff, then keeps the job in the dead letters with the reason', async () => {
    const jobId = 'verify.smtp-down';
    const job = verifyEmailJob('ana@example.test', 'pt-BR', 'Ana', 'down');
    expect(await mail.sendSettled(job, jobId)).toBe('failed');
    const deadLetter = await deadLetterOf(mail.queue, jobId);
    // The producer allowed 3 attempts: all were made, so the failure was treated as transient.
    expect(deadLetter?.attemptsMade).toBe(3);
    expect(deadLetter?.reason).toMatch(/ECONNREFUSED/);
    expect(deadLetter?.payload).toMatchObject({ to: 'ana@example.test', template: 'verify-email' });
    expect(mail.logs.error.some((line) => line.includes('failed without retry'))).toBe(false);
  });
});
