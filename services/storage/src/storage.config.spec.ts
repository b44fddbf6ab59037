import { ConfigError } from '@rubrica/config';
import { loadStorageConfig, loadStorageWorkerConfig } from './storage.config.js';

describe('storage configuration', () => {
  it('defaults to port 3004 and the rubrica_storage database on localhost', () => {
    const config = loadStorageConfig({});
    expect(config.PORT).toBe(3004);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/rubrica_storage');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('names PORT when it is not a port number', () => {
    let error: unknown;
    try {
      loadStorageConfig({ PORT: 'http' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.variable)).toEqual(['PORT']);
    expect((error as ConfigError).message).toMatch(/^storage: invalid configuration\n\s+- PORT: /);
  });
});

describe('storage-worker configuration', () => {
  it('defaults to port 3104 and the storage database', () => {
    const config = loadStorageWorkerConfig({});
    expect(config.PORT).toBe(3104);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/rubrica_storage');
  });

  it('names PORT when it is not a port number', () => {
    expect(() => loadStorageWorkerConfig({ PORT: '99999' })).toThrow(
      /storage-worker: invalid configuration\n\s+- PORT: /,
    );
  });
});
