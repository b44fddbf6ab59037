import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EmailTokenEntity, type EmailTokenPurpose } from './email-token.entity.js';

/** How long each kind of link works. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

export interface IssuedEmailToken {
  id: string;
  /** The secret for the link; only its SHA-256 is stored. */
  token: string;
}

/** Single-use link tokens sent by e-mail: 256 random bits, stored as a SHA-256 digest. */
@Injectable()
export class EmailTokens {
  async issue(manager: EntityManager, userId: string, purpose: EmailTokenPurpose): Promise<IssuedEmailToken> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await manager.insert(EmailTokenEntity, {
      id,
      userId,
      purpose,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]),
      usedAt: null,
    });
    return { id, token };
  }

  /** Marks the token used and answers its user, or undefined when it is unknown, used or expired. */
  async consume(
    manager: EntityManager,
    token: unknown,
    purpose: EmailTokenPurpose,
  ): Promise<string | undefined> {
    if (!isTokenShaped(token)) return undefined;
    const [rows] = (await manager.query(
      `UPDATE email_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [digest(token), purpose],
    )) as [Array<{ user_id: string }>, number];
    return rows[0]?.user_id;
  }

  /** Whether the token would be accepted now (the reset form is shown only for a live link). */
  async isUsable(manager: EntityManager, token: unknown, purpose: EmailTokenPurpose): Promise<boolean> {
    if (!isTokenShaped(token)) return false;
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM email_tokens
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
      [digest(token), purpose],
    );
    return rows.length > 0;
  }

  /** Retires every live token of a user for one purpose (after a reset, older links stop working). */
  async retireAll(manager: EntityManager, userId: string, purpose: EmailTokenPurpose): Promise<void> {
    await manager.query(
      'UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
      [userId, purpose],
    );
  }
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);
}
