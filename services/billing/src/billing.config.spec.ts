import { configErrorOf, describeProcessConfigDefaults } from '@rubrica/service-kit/config-testing';
import { loadBillingConfig, paymentProviderOf } from './billing.config.js';

describe('billing configuration', () => {
  describeProcessConfigDefaults({
    name: 'billing',
    load: loadBillingConfig,
    port: 3005,
    database: 'rubrica_billing',
  });

  const issuesOf = (env: Record<string, string>) => configErrorOf(() => loadBillingConfig(env));
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
