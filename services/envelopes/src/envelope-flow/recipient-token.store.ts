import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returnedRows } from './returned-rows.util.js';

export type TokenPurpose = 'action' | 'download';

export interface IssuedToken {
  id: string;
  /** The value for the link; never stored. */
  token: string;
}

export interface ResolvedToken {
  id: string;
  recipientId: string;
  envelopeId: string;
  purpose: TokenPurpose;
}

/** Why a token died; null for tokens revoked before reasons were recorded. */
export type RevocationReason = 'envelope_ended' | 'address_changed';

/** A token as it was issued, live or not: what a link's status page may say about it. */
export interface IssuedTokenRecord extends ResolvedToken {
  revoked: boolean;
  revokedReason: RevocationReason | null;
}

/** A token's columns named as ResolvedToken names them. */
const RESOLVED_COLUMNS = 'id, recipient_id AS "recipientId", envelope_id AS "envelopeId", purpose';

// 32 random bytes (256 bits) as base64url: 43 characters.
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Recipients' links are capabilities (ARCHITECTURE.md): each is 256 random bits, only its SHA-256
 * is stored, and it opens one recipient's view. Every notification carries a fresh token and the
 * earlier ones keep working, so an older e-mail's link is not broken by a reminder; all of a
 * recipient's tokens die when their address changes, and every action token dies when the
 * envelope ends. `download` tokens are issued with the completion e-mail and open only the
 * read-only view and downloads of a completed envelope.
 */
@Injectable()
export class RecipientTokens {
  async issue(
    manager: EntityManager,
    recipient: { id: string; envelopeId: string },
    purpose: TokenPurpose,
  ): Promise<IssuedToken> {
    const [issued] = await this.issueEach(manager, [recipient], purpose);
    return issued!;
  }

  /** A fresh token for each recipient (in their order), written in one statement. */
  async issueEach(
    manager: EntityManager,
    recipients: ReadonlyArray<{ id: string; envelopeId: string }>,
    purpose: TokenPurpose,
  ): Promise<IssuedToken[]> {
    if (!recipients.length) return [];
    const issued = recipients.map(() => ({ id: randomUUID(), token: randomBytes(32).toString('base64url') }));
    await manager.query(
      `INSERT INTO recipient_tokens (id, recipient_id, envelope_id, token_hash, purpose)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[])`,
      [
        issued.map((token) => token.id),
        recipients.map((recipient) => recipient.id),
        recipients.map((recipient) => recipient.envelopeId),
        issued.map((token) => hashToken(token.token)),
        recipients.map(() => purpose),
      ],
    );
    return issued;
  }

  /** What a well-formed token is stored as; null for a malformed one, which opens nothing. */
  hashOf(token: string): string | null {
    if (typeof token !== 'string' || !TOKEN_FORMAT.test(token)) return null;
    return hashToken(token);
  }

  /** The token's record whether it is live or revoked; null for a malformed or unknown one. */
  async find(manager: EntityManager, token: string): Promise<IssuedTokenRecord | null> {
    if (typeof token !== 'string' || !TOKEN_FORMAT.test(token)) return null;
    const rows: IssuedTokenRecord[] = await manager.query(
      `SELECT ${RESOLVED_COLUMNS}, revoked_at IS NOT NULL AS revoked, revoked_reason AS "revokedReason"
         FROM recipient_tokens WHERE token_hash = $1`,
      [hashToken(token)],
    );
    return rows[0] ?? null;
  }

  /** Kills every action token of the envelope (it ended). */
  async revokeEnvelope(manager: EntityManager, envelopeId: string): Promise<void> {
    await manager.query(
      `UPDATE recipient_tokens SET revoked_at = now(), revoked_reason = 'envelope_ended'
       WHERE envelope_id = $1 AND purpose = 'action' AND revoked_at IS NULL`,
      [envelopeId],
    );
  }

  /** Kills every token of one recipient (their address changed). */
  async revokeRecipient(manager: EntityManager, recipientId: string): Promise<void> {
    await manager.query(
      `UPDATE recipient_tokens SET revoked_at = now(), revoked_reason = 'address_changed'
       WHERE recipient_id = $1 AND revoked_at IS NULL`,
      [recipientId],
    );
  }

  /** These links have left (their messages are enqueued), or there is nothing to deliver. */
  async markDelivered(manager: EntityManager, tokenIds: readonly string[]): Promise<void> {
    if (!tokenIds.length) return;
    await manager.query('UPDATE recipient_tokens SET delivered_at = now() WHERE id = ANY($1::uuid[])', [
      tokenIds,
    ]);
  }

  /** Action links committed before `before` and never e-mailed, oldest first. */
  undelivered(
    manager: EntityManager,
    before: Date,
    limit: number,
  ): Promise<Array<{ id: string; envelope_id: string; recipient_id: string }>> {
    return manager.query(
      `SELECT id, envelope_id, recipient_id FROM recipient_tokens
       WHERE purpose = 'action' AND delivered_at IS NULL AND revoked_at IS NULL AND created_at < $1
       ORDER BY created_at LIMIT ${Number(limit)}`,
      [before],
    );
  }

  /** Kills a link still undelivered and live; false when it was delivered or revoked meanwhile. */
  async revokeUndelivered(manager: EntityManager, tokenId: string): Promise<boolean> {
    const revoked = returnedRows<{ id: string }>(
      await manager.query(
        `UPDATE recipient_tokens SET revoked_at = now()
         WHERE id = $1 AND delivered_at IS NULL AND revoked_at IS NULL RETURNING id`,
        [tokenId],
      ),
    );
    return revoked.length > 0;
  }
}
