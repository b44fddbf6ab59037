import { z } from 'zod';
import { loadConfig, ConfigError } from './load-config.js';
import { bool, databaseUrl, port, url } from './fields.js';

const schema = z.object({
  PORT: port(3000),
  DATABASE_URL: databaseUrl('rubrica_test'),
  PUBLIC_URL: url(),
  SECURE: bool(false),
});

describe('loadConfig', () => {
  it('applies defaults and coerces values', () => {
    const config = loadConfig('svc', schema, { PUBLIC_URL: 'http://localhost:8080', SECURE: 'yes' });
    expect(config).toEqual({
      PORT: 3000,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/rubrica_test',
      PUBLIC_URL: 'http://localhost:8080',
      SECURE: true,
    });
  });

  it('names every missing or invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig('svc', schema, { PORT: 'eighty', DATABASE_URL: 'mysql://x/y' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.map((issue) => issue.variable).sort();
    expect(issues).toEqual(['DATABASE_URL', 'PORT', 'PUBLIC_URL']);
    expect((error as ConfigError).message).toContain('svc: invalid configuration');
    expect((error as ConfigError).message).toMatch(/PUBLIC_URL: is required/);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig('svc', schema, { PORT: '', PUBLIC_URL: 'https://x.test' });
    expect(config.PORT).toBe(3000);
  });

  it('ignores variables the schema does not name', () => {
    const config = loadConfig('svc', schema, { PUBLIC_URL: 'https://x.test', OTHER: '1' });
    expect(config).not.toHaveProperty('OTHER');
  });
});
