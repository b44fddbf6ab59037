import { type EmailLocale, type EmailTemplateName } from '@rubrica/jobs';
import { startTestSmtpServer, type TestSmtpServer } from '@rubrica/testing';
import { startEmailTestWorker, type EmailTestWorker } from './email-test-worker.js';
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

const identityEmails: Array<{
  template: EmailTemplateName;
  locale: EmailLocale;
  params: Record<string, string>;
  subject: string;
  phrase: string;
}> = [
  {
    template: 'verify-email',
    locale: 'pt-BR',
    params: { name: 'Ana', link: 'http://localhost:8080/oidc/verify-email?token=vpt' },
    subject: 'Confirme seu e-mail no Rubrica',
    phrase: 'Confirmar e-mail',
  },
  {
    template: 'verify-email',
    locale: 'en',
    params: { name: 'Ana', link: 'http://localhost:8080/oidc/verify-email?token=ven' },
    subject: 'Confirm your e-mail address on Rubrica',
    phrase: 'Confirm e-mail address',
  },
  {
    template: 'verify-email',
    locale: 'es',
    params: { name: 'Ana', link: 'http://localhost:8080/oidc/verify-email?token=ves' },
    subject: 'Confirma tu correo electrónico en Rubrica',
    phrase: 'Confirmar correo',
  },
  {
    template: 'reset-password',
    locale: 'pt-BR',
    params: { name: 'Bruno', link: 'http://localhost:8080/oidc/reset-password?token=rpt' },
    subject: 'Redefina sua senha do Rubrica',
    phrase: 'Redefinir senha',
  },
  {
    template: 'reset-password',
    locale: 'en',
    params: { name: 'Bruno', link: 'http://localhost:8080/oidc/reset-password?token=ren' },
    subject: 'Reset your Rubrica password',
    phrase: 'Reset password',
  },
  {
    template: 'reset-password',
    locale: 'es',
    params: { name: 'Bruno', link: 'http://localhost:8080/oidc/reset-password?token=res' },
    subject: 'Restablece tu contraseña de Rubrica',
    phrase: 'Restablecer contraseña',
  },
  {
    template: 'organization-invitation',
    locale: 'pt-BR',
    params: { organization: 'Acme', inviter: 'Carla', link: 'http://localhost:8080/invitations/ipt' },
    subject: 'Carla convidou você para Acme no Rubrica',
    phrase: 'Aceitar convite',
  },
  {
    template: 'organization-invitation',
    locale: 'en',
    params: { organization: 'Acme', inviter: 'Carla', link: 'http://localhost:8080/invitations/ien' },
    subject: 'Carla invited you to Acme on Rubrica',
    phrase: 'Accept invitation',
  },
  {
    template: 'organization-invitation',
    locale: 'es',
    params: { organization: 'Acme', inviter: 'Carla', link: 'http://localhost:8080/invitations/ies' },
    subject: 'Carla te invitó a Acme en Rubrica',
    phrase: 'Aceptar invitación',
  },
];

describe('send-email over SMTP', () => {
  it.each(identityEmails.map((email) => [email.template, email.locale, email] as const))(
    '%s in %s reaches the inbox in that language, with the link as button and text',
    async (template, locale, expected) => {
      const to = `${template}.${locale}@example.test`.toLowerCase();
      const jobId = `${template}.${locale}`;
      await mail.send({ to, template, locale, params: expected.params, category: 'account' }, jobId);
      const message = await smtp.waitForMessage((received) => received.to.includes(to));
      const link = expected.params.link ?? '';
      expect(message.subject).toBe(expected.subject);
      expect(message.from).toBe('no-reply@rubrica.local');
      expect(message.envelopeTo).toEqual([to]);
      expect(message.links).toContain(link);
      expect(message.text).toContain(`${expected.phrase}: ${link}`);
      expect(message.html).toContain(`<html lang="${locale}">`);
      expect(message.html).toContain(`href="${link}"`);
      expect(message.html).toContain(expected.phrase);
      expect(message.headers['x-rubrica-template']).toBe(template);
      expect(message.headers['x-rubrica-category']).toBe('account');
      expect(message.messageId).toBe(`<${jobId}@rubrica.local>`);
      expect(await mail.settled(jobId)).toBe('completed');
    },
  );

  it('delivers a job enqueued twice with the same id once', async () => {
    const to = 'twice@example.test';
    const payload = {
      to,
      template: 'verify-email',
      locale: 'en',
      params: { name: 'Dora', link: 'http://localhost:8080/oidc/verify-email?token=twice' },
    } as const;
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
    await mail.send(
      {
        to: 'nobody@example.test',
        template: 'verify-email',
        locale: 'en',
        params: { name: 'Nobody', link: 'http://localhost:8080/oidc/verify-email?token=x' },
      },
      jobId,
    );
    expect(await mail.settled(jobId)).toBe('failed');
    const deadLetter = await deadLetterOf(mail.queue, jobId);
    expect(deadLetter?.attemptsMade).toBe(1);
    expect(deadLetter?.reason).toMatch(/^nobody@example\.test refused by the mail server: .*550/);
    expect(
      mail.logs.error.some((line) => line.includes(`send-email job ${jobId} failed without retry`)),
    ).toBe(true);
  });

  it('fails a job whose params do not fit its template at once, naming the problem', async () => {
    const jobId = 'reset.bad-params';
    await mail.send(
      {
        to: 'bad@example.test',
        template: 'reset-password',
        locale: 'es',
        params: { name: 'Eva', url: 'http://localhost:8080/oidc/reset-password?token=x' },
      },
      jobId,
    );
    expect(await mail.settled(jobId)).toBe('failed');
    const deadLetter = await deadLetterOf(mail.queue, jobId);
    expect(deadLetter).toMatchObject({
      attemptsMade: 1,
      reason: 'template reset-password is missing params: link',
    });
    expect(smtp.messages.some((message) => message.to.includes('bad@example.test'))).toBe(false);
  });
});
