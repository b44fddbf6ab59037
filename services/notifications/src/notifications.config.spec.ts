import { ConfigError } from '@rubrica/config';
import { loadNotificationsConfig, loadNotificationsWorkerConfig } from './notifications.config.js';

describe('notifications configuration', () => {
  it('defaults to port 3006 and the rubrica_notifications database on localhost', () => {
    const config = loadNotificationsConfig({});
    expect(config.PORT).toBe(3006);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/rubrica_notifications');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('names PORT when it is not a port number', () => {
    let error: unknown;
    try {
      loadNotificationsConfig({ PORT: 'http' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.variable)).toEqual(['PORT']);
    expect((error as ConfigError).message).toMatch(/^notifications: invalid configuration\n\s+- PORT: /);
  });
});

describe('notifications-worker configuration', () => {
  it('defaults to port 3106 and the notifications database', () => {
    const config = loadNotificationsWorkerConfig({});
    expect(config.PORT).toBe(3106);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/rubrica_notifications');
  });

  it('names PORT when it is not a port number', () => {
    expect(() => loadNotificationsWorkerConfig({ PORT: '99999' })).toThrow(
      /notifications-worker: invalid configuration\n\s+- PORT: /,
    );
  });
});
