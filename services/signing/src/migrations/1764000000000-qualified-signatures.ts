import { SqlMigration } from '@rubrica/database';

/**
 * Qualified signatures: cloud certificate sessions (`POST /bird-id`), prepared plugin signatures
 * (`signing.prepare_signable_hashes.v1`), and the sandbox cloud certificate service's state.
 */
export class QualifiedSignatures1764000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE cloud_certificate_sessions (
        handle_sha256 text PRIMARY KEY,
        cpf_cnpj text NOT NULL,
        provider_token text NOT NULL,
        certificates jsonb NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX cloud_certificate_sessions_expiry_idx ON cloud_certificate_sessions (expires_at)',
    `
      CREATE TABLE external_signature_transactions (
        id uuid PRIMARY KEY,
        envelope_id text NOT NULL,
        organization_id text NOT NULL,
        recipient_id text NOT NULL,
        certificate_chain jsonb NOT NULL,
        documents jsonb NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX external_signature_transactions_expiry_idx ON external_signature_transactions (expires_at)',
    `
      CREATE TABLE cloud_sandbox_authority (
        id text PRIMARY KEY,
        key_pem text NOT NULL,
        certificate_pem text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE cloud_sandbox_certificates (
        alias text PRIMARY KEY,
        cpf_cnpj text NOT NULL,
        status text NOT NULL,
        serial text NOT NULL,
        key_pem text NOT NULL,
        certificate_pem text NOT NULL,
        not_after timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE cloud_sandbox_tokens (
        token_sha256 text PRIMARY KEY,
        cpf_cnpj text NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
  ];

  protected readonly downSql = [
    'DROP TABLE cloud_sandbox_tokens',
    'DROP TABLE cloud_sandbox_certificates',
    'DROP TABLE cloud_sandbox_authority',
    'DROP TABLE external_signature_transactions',
    'DROP TABLE cloud_certificate_sessions',
  ];
}
