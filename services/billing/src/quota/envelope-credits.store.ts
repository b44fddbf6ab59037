import type { EntityManager } from 'typeorm';

/** The envelope credits organizations consumed (`envelope_credit_consumptions`). */
export const envelopeCreditsStore = {
  /**
   * Makes calls for one organization take turns until the transaction ends, so two different
   * envelopes cannot both take the cycle's last credit.
   */
  async lockOrganization(manager: EntityManager, organizationId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('billing.envelope_credits:' || $1))`, [
      organizationId,
    ]);
  },

  async hasConsumed(manager: EntityManager, organizationId: string, envelopeId: string): Promise<boolean> {
    const rows = (await manager.query(
      'SELECT 1 FROM envelope_credit_consumptions WHERE organization_id = $1 AND envelope_id = $2',
      [organizationId, envelopeId],
    )) as unknown[];
    return rows.length > 0;
  },

  /** Records the envelope's credit; false when the envelope had already taken one. */
  async consume(
    manager: EntityManager,
    credit: {
      organizationId: string;
      envelopeId: string;
      idempotencyKey: string;
      cycleStartedAt: Date;
      consumedAt: Date;
    },
  ): Promise<boolean> {
    const inserted = (await manager.query(
      `INSERT INTO envelope_credit_consumptions
         (organization_id, envelope_id, idempotency_key, cycle_started_at, consumed_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT envelope_credit_consumptions_envelope_key DO NOTHING
       RETURNING id`,
      [
        credit.organizationId,
        credit.envelopeId,
        credit.idempotencyKey,
        credit.cycleStartedAt,
        credit.consumedAt,
      ],
    )) as unknown[];
    return inserted.length > 0;
  },
};
