import { ConfigError } from '@rubrica/config';
import { loadIdentityConfig } from './identity.config.js';

describe('identity configuration', () => {
  it('defaults to port 3001 and the rubrica_identity database on localhost', () => {
    const config = loadIdentityConfig({});
    expect(config.PORT).toBe(3001);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/rubrica_identity');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('names PORT when it is not a port number', () => {
    let error: unknown;
    try {
      loadIdentityConfig({ PORT: 'http' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.variable)).toEqual(['PORT']);
    expect((error as ConfigError).message).toMatch(/^identity: invalid configuration\n\s+- PORT: /);
  });
});
