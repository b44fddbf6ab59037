import { int, providedSecret, optionalSecret, url, loadConfig, port, z, type Env } from '@rubrica/config';
import { servicePlatformFields } from '@rubrica/service-kit';

/**
 * Organization and commercial areas §1, §6: the Brazilian edition asks for a CPF and looks the
 * card up; the US edition does neither.
 */
export const PRODUCT_EDITIONS = ['br', 'us'] as const;
export type ProductEdition = (typeof PRODUCT_EDITIONS)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'pagarme'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Production takes real money only when told how: an unset PAYMENT_PROVIDER is refused rather
 * than falling back to the sandbox, whose test cards always pay, and Pagar.me's credentials are
 * checked here at boot rather than at the first payment.
 */
function chooseProviderInProduction(config: Record<string, unknown>, context: z.RefinementCtx) {
  if (config.NODE_ENV !== 'production') return;
  if (config.PAYMENT_PROVIDER === undefined)
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message:
        "must be set in production: 'pagarme' to take real payments, or 'sandbox' on purpose (a demo; its test cards always pay)",
    });
  if (config.PAYMENT_PROVIDER === 'pagarme')
    for (const name of ['PAGARME_SECRET_KEY', 'PAGARME_WEBHOOK_USER', 'PAGARME_WEBHOOK_PASSWORD'])
      if (config[name] === undefined)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: "is required when PAYMENT_PROVIDER is 'pagarme'",
        });
}

/** The provider that takes the money: the configured one, else (outside production) the sandbox. */
export const paymentProviderOf = (config: Pick<BillingConfig, 'PAYMENT_PROVIDER'>): PaymentProviderName =>
  config.PAYMENT_PROVIDER ?? 'sandbox';

export const billingConfigSchema = z
  .object({
    ...servicePlatformFields('billing'),
    PORT: port(3005),
    PRODUCT_EDITION: z.enum(PRODUCT_EDITIONS).default('br'),
    /** Where people reach the product (the gateway): checkout pages and their way back. */
    PUBLIC_URL: url('http://localhost:8080', ['http', 'https']),
    /**
     * Who takes the money: `sandbox` (our own stand-in, for development and demos; `make run`
     * starts with it) or `pagarme` (Pagar.me's API v5, README "Payments"). Unset, the sandbox
     * outside production; production must name one (chooseProviderInProduction).
     */
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
    /** The sandbox signs its webhooks with this secret (generated outside production). */
    SANDBOX_WEBHOOK_SECRET: optionalSecret({
      requiredInProduction: (env) => (env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox',
    }),
    /** Where the sandbox delivers its webhooks; unset, to this process's own receiver. */
    SANDBOX_WEBHOOK_URL: url(undefined, ['http', 'https']).optional(),
    /** How old a signed webhook may be (seconds) before it is refused as a replay. */
    WEBHOOK_TOLERANCE_SECONDS: int(300, 1),
    PAGARME_API_URL: url('https://api.pagar.me/core/v5', ['https', 'http']),
    /** Pagar.me's secret key (`sk_...`), required when PAYMENT_PROVIDER is `pagarme`. */
    PAGARME_SECRET_KEY: providedSecret(z.string().min(1).optional()),
    /** The user and password Pagar.me sends with each webhook (set on its dashboard). */
    PAGARME_WEBHOOK_USER: z.string().min(1).optional(),
    PAGARME_WEBHOOK_PASSWORD: providedSecret(z.string().min(1).optional()),
  })
  .superRefine(chooseProviderInProduction);
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** The billing HTTP process's settings, validated once at start. */
export function loadBillingConfig(env?: Env): BillingConfig {
  return loadConfig('billing', billingConfigSchema, env);
}
