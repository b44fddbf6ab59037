import { ConfigError } from '@rubrica/config';
import { loadBillingConfig } from './billing.config.js';

describe('billing configuration', () => {
  it('defaults to port 3005 and the rubrica_billing database on localhost', () => {
    const config = loadBillingConfig({});
    expect(config.PORT).toBe(3005);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/rubrica_billing');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('names PORT when it is not a port number', () => {
    let error: unknown;
    try {
      loadBillingConfig({ PORT: 'http' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.variable)).toEqual(['PORT']);
    expect((error as ConfigError).message).toMatch(/^billing: invalid configuration\n\s+- PORT: /);
  });
});
