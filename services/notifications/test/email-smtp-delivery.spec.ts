import { type EmailLocale, type EmailTemplateName } from '@rubrica/jobs';
import { startTestSmtpServer, type TestSmtpServer } from '@rubrica/testing';
import { startEmailTestWorker, verifyEmailJob, type EmailTestWorker } from './email-test-worker.js';
import { deadLetterOf } from './support/notifications-test-kit.js';

let smtp: TestSmtpServer;
let mail: EmailTestWorker;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ rejectRecipients: ['nobody@example.test'] });
  mail = await startEmailTestWorker('email_smtp', { SMTP_URL: smtp.url });
});

afterAll(async () => {
  await mail?.close();
  await smtp?.close();
});

/** The params each identity template is sent with; the link carries a token of the case's own. */
const identityParams: Partial<Record<EmailTemplateName, (token: string) => Record<string, string>>> = {
  'verify-email': (token) => ({
    name: 'Ana',
    link: `http://localhost:8080/oidc/verify-email?token=${token}`,
  }),
  'reset-password': (token) => ({
    name: 'Bruno',
    link: `http://localhost:8080/oidc/reset-password?token=${token}`,
  }),
  'organization-invitation': (token) => ({
    organization: 'Acme',
    inviter: 'Carla',
    link: `http://localhost:8080/invitations/${token}`,
  }),
};

/** Each identity e-mail in each language: its subject and the words on its button. */
const identityEmails: Array<
  [template: EmailTemplateName, locale: EmailLocale, subject: string, phrase: string]
> = [
  ['verify-email', 'pt-BR', 'Confirme seu e-mail no Rubrica', 'Confirmar e-mail'],
  ['verify-email', 'en', 'Confirm your e-mail address on Rubrica', 'Confirm e-mail address'],
  ['verify-email', 'es', 'Confirma tu correo electrónico en Rubrica', 'Confirmar correo'],
  ['reset-password', 'pt-BR', 'Redefina sua senha do Rubrica', 'Redefinir senha'],
  ['reset-password', 'en', 'Reset your Rubrica password', 'Reset password'],
  ['reset-password', 'es', 'Restablece tu contraseña de Rubrica', 'Restablecer contraseña'],
  ['organization-invitation', 'pt-BR', 'Carla convidou você para Acme no Rubrica', 'Aceitar convite'],
  ['organization-invitation', 'en', 'Carla invited you to Acme on Rubrica', 'Accept invitation'],
  ['organization-invitation', 'es', 'Carla te invitó a Acme en Rubrica', 'Aceptar invitación'],
];

describe('send-email over SMTP', () => {
  it.each(identityEmails)(
    '%s in %s reaches the inbox in that language, with the link as button and text',
    async (template, locale, subject, phrase) => {
      const to = `${template}.${locale}@example.test`.toLowerCase();
      const jobId = `${template}.${locale}`;
      const params = identityParams[template]!(jobId);
      await mail.send({ to, template, locale, params, category: 'account' }, jobId);
      const message = await smtp.waitForMessage((received) => received.to.includes(to));
      const link = params.link ?? '';
      expect(message.subject).toBe(subject);
      expect(message.from).toBe('no-reply@rubrica.local');
      expect(message.envelopeTo).toEqual([to]);
      expect(message.links).toContain(link);
      expect(message.text).toContain(`${phrase}: ${link}`);
      expect(message.html).toContain(`<html lang="${locale}">`);
      expect(message.html).toContain(`href="${link}"`);
      expect(message.html).toContain(phrase);
      expect(message.headers['x-rubrica-template']).toBe(template);
      expect(message.headers['x-rubrica-category']).toBe('account');
      expect(message.messageId).toBe(`<${jobId}@rubrica.local>`);
      expect(await mail.settled(jobId)).toBe('completed');
    },
  );

  it('delivers a job enqueued twice with the same id once', async () => {
    const to = 'twice@example.test';
    const payload = verifyEmailJob(to, 'en', 'Dora', 'twice');
    const ids = await Promise.all([mail.send(payload, 'verify.twice'), mail.send(payload, 'verify.twice')]);
    expect(ids).toEqual(['verify.twice', 'verify.twice']);
    expect(await mail.settled('verify.twice')).toBe('completed');
    // Enqueued again after delivery: still the completed job, nothing left to run.
    await mail.send(payload, 'verify.twice');
    expect(await mail.queue.bullQueue.getJobState('verify.twice')).toBe('completed');
    const pending = await mail.queue.bullQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    expect(Object.values(pending).reduce((sum, count) => sum + count, 0)).toBe(0);
    expect(smtp.messages.filter((message) => message.to.includes(to))).toHaveLength(1);
  });

  it('escapes params in the HTML part and keeps them as written in the text part', async () => {
    const to = 'escape@example.test';
    await mail.send(
      {
        to,
        template: 'organization-invitation',
        locale: 'en',
        params: {
          organization: '<b>Acme & Co</b>',
          inviter: '<script>alert("x")</script>',
          link: 'http://localhost:8080/invitations/esc?a=1&b=2',
        },
      },
      'invite.escape',
    );
    const message = await smtp.waitForMessage((received) => received.to.includes(to));
    expect(message.html).toContain('&lt;b&gt;Acme &amp; Co&lt;/b&gt;');
    expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(message.html).not.toMatch(/<script|<b>Acme/);
    expect(message.html).toContain('href="http://localhost:8080/invitations/esc?a=1&amp;b=2"');
    expect(message.text).toContain('<script>alert("x")</script> invited you to join the <b>Acme & Co</b>');
    expect(message.subject).toBe('<script>alert("x")</script> invited you to <b>Acme & Co</b> on Rubrica');
  });

  it('fails a recipient the server refuses (5xx) at once, without retries, into the dead letters', async () => {
    const jobId = 'verify.refused';
    expect(await mail.sendSettled(verifyEmailJob('nobody@example.test', 'en', 'Nobody', 'x'), jobId)).toBe(
      'failed',
    );
    const deadLetter = await deadLetterOf(mail.queue, jobId);
    expect(deadLetter?.attemptsMade).toBe(1);
    expect(deadLetter?.reason).toMatch(/^nobody@example\.test refused by the mail server: .*550/);
    expect(
      mail.logs.error.some((line) => line.includes(`send-email job ${jobId} failed without retry`)),
    ).toBe(true);
  });

  it('fails a job whose params do not fit its template at once, naming the problem', async () => {
    const jobId = 'reset.bad-params';
    const params = { name: 'Eva', url: 'http://localhost:8080/oidc/reset-password?token=x' };
    const job = { to: 'bad@example.test', template: 'reset-password', locale: 'es', params } as const;
    expect(await mail.sendSettled(job, jobId)).toBe('failed');
    const deadLetter = await deadLetterOf(mail.queue, jobId);
    expect(deadLetter).toMatchObject({
      attemptsMade: 1,
      reason: 'template reset-password is missing params: link',
    });
    expect(smtp.messages.some((message) => message.to.includes('bad@example.test'))).toBe(false);
  });
});
