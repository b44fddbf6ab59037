import type { DataSource } from 'typeorm';

export type SandboxCertificateStatus = 'valid' | 'revoked' | 'expired';

export interface SandboxCertificateRow {
  alias: string;
  status: SandboxCertificateStatus;
  key_pem: string;
  certificate_pem: string;
  not_after: Date;
}

/** The sandbox cloud certificate service's state: its tokens, certificates and authority. */
export const sandboxPscStore = {
  /** Records a token (by its hash) for the holder, dropping the expired ones. */
  async saveToken(db: DataSource, tokenSha256: string, cpfCnpj: string, expiresInSeconds: number) {
    await db.query('DELETE FROM cloud_sandbox_tokens WHERE expires_at < now()');
    await db.query(
      `INSERT INTO cloud_sandbox_tokens (token_sha256, cpf_cnpj, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [tokenSha256, cpfCnpj, expiresInSeconds],
    );
  },

  /** The holder of a token still in force. */
  async holderOf(db: DataSource, tokenSha256: string): Promise<string | undefined> {
    const rows: { cpf_cnpj: string }[] = await db.query(
      'SELECT cpf_cnpj FROM cloud_sandbox_tokens WHERE token_sha256 = $1 AND expires_at > now()',
      [tokenSha256],
    );
    return rows[0]?.cpf_cnpj;
  },

  async revokedSerials(db: DataSource): Promise<string[]> {
    const rows: { serial: string }[] = await db.query(
      `SELECT serial FROM cloud_sandbox_certificates WHERE status = 'revoked'`,
    );
    return rows.map((row) => row.serial);
  },

  async certificate(db: DataSource, alias: string): Promise<SandboxCertificateRow | undefined> {
    const rows: SandboxCertificateRow[] = await db.query(
      'SELECT alias, status, key_pem, certificate_pem, not_after FROM cloud_sandbox_certificates WHERE alias = $1',
      [alias],
    );
    return rows[0];
  },

  async deleteCertificate(db: DataSource, alias: string) {
    await db.query('DELETE FROM cloud_sandbox_certificates WHERE alias = $1', [alias]);
  },

  /** Concurrent first uses agree on the first certificate written. */
  async insertCertificate(
    db: DataSource,
    certificate: Omit<SandboxCertificateRow, 'not_after'> & {
      cpfCnpj: string;
      serial: string;
      notAfter: Date;
    },
  ) {
    await db.query(
      `INSERT INTO cloud_sandbox_certificates (alias, cpf_cnpj, status, serial, key_pem, certificate_pem, not_after)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (alias) DO NOTHING`,
      [
        certificate.alias,
        certificate.cpfCnpj,
        certificate.status,
        certificate.serial,
        certificate.key_pem,
        certificate.certificate_pem,
        certificate.notAfter,
      ],
    );
  },

  async authority(db: DataSource): Promise<{ key_pem: string; certificate_pem: string } | undefined> {
    const rows: { key_pem: string; certificate_pem: string }[] = await db.query(
      `SELECT key_pem, certificate_pem FROM cloud_sandbox_authority WHERE id = 'sandbox'`,
    );
    return rows[0];
  },

  /** Keeps the first authority written when two processes create one at once. */
  async insertAuthority(db: DataSource, keyPem: string, certificatePem: string) {
    await db.query(
      `INSERT INTO cloud_sandbox_authority (id, key_pem, certificate_pem) VALUES ('sandbox', $1, $2)
       ON CONFLICT (id) DO NOTHING`,
      [keyPem, certificatePem],
    );
  },
};
