import { ConfigError } from '@rubrica/config';
import { loadNotificationsWorkerConfig } from '../notifications.config.js';

function badVariables(env: Record<string, string>): string[] {
  try {
    loadNotificationsWorkerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((issue) => issue.variable);
    throw error;
  }
  return [];
}

describe('notifications-worker e-mail settings', () => {
  it('writes to the local outbox from Rubrica <no-reply@rubrica.local> by default', () => {
    const config = loadNotificationsWorkerConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Rubrica <no-reply@rubrica.local>');
    expect(config.MAIL_OUTBOX_DIR).toBe('.data/mail');
    expect(config.JOBS_PREFIX).toBeUndefined();
  });

  it('takes an smtp:// or smtps:// server and a sender', () => {
    const config = loadNotificationsWorkerConfig({
      SMTP_URL: 'smtps://user:p%40ss@mail.example.com:465',
      MAIL_FROM: 'no-reply@example.com',
    });
    expect(config.SMTP_URL).toBe('smtps://user:p%40ss@mail.example.com:465');
    expect(config.MAIL_FROM).toBe('no-reply@example.com');
    expect(loadNotificationsWorkerConfig({ SMTP_URL: 'smtp://mail:587' }).SMTP_URL).toBe('smtp://mail:587');
  });

  it('names SMTP_URL when it is not an SMTP URL, and MAIL_FROM when it is not an address', () => {
    expect(badVariables({ SMTP_URL: 'http://mail.example.com' })).toEqual(['SMTP_URL']);
    expect(badVariables({ SMTP_URL: 'mail.example.com:25' })).toEqual(['SMTP_URL']);
    expect(badVariables({ MAIL_FROM: 'Rubrica' })).toEqual(['MAIL_FROM']);
    expect(badVariables({ MAIL_FROM: 'Rubrica <no-reply>' })).toEqual(['MAIL_FROM']);
  });
});
