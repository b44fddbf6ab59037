import { SqlMigration } from '@rubrica/database';

/**
 * The language the subscription was last subscribed, changed, reactivated or paid in, so that the
 * charges opened with no payer at hand (renewals) are worded in it; pt-BR, the product's default,
 * for the subscriptions signed before.
 */
export class SubscriptionPayerLocale1780000000000 extends SqlMigration {
  name = 'SubscriptionPayerLocale1780000000000';

  protected readonly upSql = [`ALTER TABLE subscriptions ADD COLUMN locale text NOT NULL DEFAULT 'pt-BR'`];

  protected readonly downSql = ['ALTER TABLE subscriptions DROP COLUMN locale'];
}
