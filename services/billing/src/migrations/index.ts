import { eventMigrations } from '@rubrica/messaging';
import { QuotaSchema1720000000000 } from './1720000000000-quota-schema.js';
import { PlanFeatures1730000000000 } from './1730000000000-plan-features.js';
import { PlanCatalogue1740000000000 } from './1740000000000-plan-catalogue.js';
import { SubscriptionLifecycle1750000000000 } from './1750000000000-subscription-lifecycle.js';
import { BoletoSlips1760000000000 } from './1760000000000-boleto-slips.js';
import { SandboxChargeLocale1770000000000 } from './1770000000000-sandbox-charge-locale.js';
import { SubscriptionPayerLocale1780000000000 } from './1780000000000-subscription-payer-locale.js';

/**
 * Every migration of `rubrica_billing`, oldest first. The first ones create the outbox and
 * processed-events tables (shared with every service); business tables follow with their features.
 */
export const billingMigrations = [
  ...eventMigrations,
  QuotaSchema1720000000000,
  PlanFeatures1730000000000,
  PlanCatalogue1740000000000,
  SubscriptionLifecycle1750000000000,
  BoletoSlips1760000000000,
  SandboxChargeLocale1770000000000,
  SubscriptionPayerLocale1780000000000,
];
