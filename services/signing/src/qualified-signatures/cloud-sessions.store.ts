import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A certificate as `POST /bird-id` found it under a session. */
export interface SessionCertificate {
  alias: string;
  /** PEM, signer first. */
  chainPem: string[];
  notBefore: string;
  notAfter: string;
  wasRevoked: boolean;
}

export interface CloudSession {
  providerToken: string;
  cpfCnpj: string;
  certificates: SessionCertificate[];
  expiresAt: Date;
}

const hashOf = (handle: string) => createHash('sha256').update(handle).digest('hex');

/**
 * The signing service's sessions with the cloud certificate service (`POST /bird-id`): the client
 * holds a random handle, the table its SHA-256 beside the provider's token (never answered) and
 * the certificates found. Expired sessions are dropped as new ones open.
 */
@Injectable()
export class CloudSessions {
  constructor(private readonly dataSource: DataSource) {}

  /** Opens a session; returns the handle the client keeps (its `access_token`). */
  async open(session: CloudSession): Promise<string> {
    const handle = randomBytes(32).toString('base64url');
    await this.dataSource.query('DELETE FROM cloud_certificate_sessions WHERE expires_at < now()');
    await this.dataSource.query(
      `INSERT INTO cloud_certificate_sessions (handle_sha256, cpf_cnpj, provider_token, certificates, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        hashOf(handle),
        session.cpfCnpj,
        session.providerToken,
        JSON.stringify(session.certificates),
        session.expiresAt,
      ],
    );
    return handle;
  }

  /** The live session a handle names; undefined when unknown or expired. */
  async find(handle: string): Promise<CloudSession | undefined> {
    if (!handle) return undefined;
    const rows: CloudSession[] = await this.dataSource.query(
      `SELECT cpf_cnpj AS "cpfCnpj", provider_token AS "providerToken", certificates, expires_at AS "expiresAt"
         FROM cloud_certificate_sessions
         WHERE handle_sha256 = $1 AND expires_at > now()`,
      [hashOf(handle)],
    );
    return rows[0];
  }
}
