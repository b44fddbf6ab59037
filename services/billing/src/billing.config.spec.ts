import { ConfigError } from '@rubrica/config';
import { loadBillingConfig, paymentProviderOf } from './billing.config.js';

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

  const issuesOf = (env: Record<string, string>) => {
    try {
      loadBillingConfig(env);
    } catch (caught) {
      if (caught instanceof ConfigError) return caught;
    }
    throw new Error('the configuration was accepted');
  };
  const sandboxSecret = { SANDBOX_WEBHOOK_SECRET: 's'.repeat(32) };

  it('takes payments with the sandbox outside production when no provider is named (make run)', () => {
    expect(paymentProviderOf(loadBillingConfig({}))).toBe('sandbox');
    expect(paymentProviderOf(loadBillingConfig({ NODE_ENV: 'test' }))).toBe('sandbox');
  });

  it('refuses to start in production without a named provider instead of silently using the sandbox', () => {
    const error = issuesOf({ NODE_ENV: 'production', ...sandboxSecret });
    expect(error.issues.map((issue) => issue.variable)).toEqual(['PAYMENT_PROVIDER']);
    expect(error.message).toMatch(
      /PAYMENT_PROVIDER: .*must be set in production: 'pagarme'.*'sandbox' on purpose/,
    );
  });

  it('runs the sandbox in production only when it is named (the compose demo)', () => {
    const config = loadBillingConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ...sandboxSecret,
    });
    expect(paymentProviderOf(config)).toBe('sandbox');
  });

  it("names Pagar.me's missing credentials at boot in production", () => {
    const error = issuesOf({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'pagarme' });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
      'PAGARME_SECRET_KEY',
      'PAGARME_WEBHOOK_PASSWORD',
      'PAGARME_WEBHOOK_USER',
    ]);
    const config = loadBillingConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'pagarme',
      PAGARME_SECRET_KEY: 'sk_live_example',
      PAGARME_WEBHOOK_USER: 'hooks',
      PAGARME_WEBHOOK_PASSWORD: 'a-long-webhook-password',
    });
    expect(paymentProviderOf(config)).toBe('pagarme');
  });
});
