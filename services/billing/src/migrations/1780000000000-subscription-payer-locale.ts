import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language the subscription was last subscribed, changed, reactivated or paid in, so that the
 * charges opened with no payer at hand (renewals) are worded in it; pt-BR, the product's default,
 * for the subscriptions signed before.
 */
export class SubscriptionPayerLocale1780000000000 implements MigrationInterface {
  name = 'SubscriptionPayerLocale1780000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE subscriptions ADD COLUMN locale text NOT NULL DEFAULT 'pt-BR'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE subscriptions DROP COLUMN locale');
  }
}
