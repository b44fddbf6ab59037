import { SqlMigration } from '@rubrica/database';

/** Users, organizations, roles, memberships, teams, invitations, contacts, developer apps, auth storage. */
export class IdentitySchema1710000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        email_verified_at timestamptz,
        registration_completed_at timestamptz,
        phone text,
        cpf text,
        avatar_key text,
        lang text NOT NULL DEFAULT 'pt-BR',
        personal_organization_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE UNIQUE INDEX users_email_key ON users (lower(email))',
    'CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE phone IS NOT NULL',

    `
      CREATE TABLE organizations (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        logo_key text,
        theme jsonb,
        is_personal boolean NOT NULL DEFAULT false,
        created_by_user_id uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`,

    `
      CREATE TABLE roles (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id),
        name text NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        is_protected boolean NOT NULL DEFAULT false,
        permissions jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE UNIQUE INDEX roles_name_key ON roles (organization_id, lower(name))',
    'CREATE UNIQUE INDEX roles_default_key ON roles (organization_id) WHERE is_default',

    `
      CREATE TABLE memberships (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id),
        user_id uuid NOT NULL REFERENCES users(id),
        role_id uuid NOT NULL REFERENCES roles(id),
        is_owner boolean NOT NULL DEFAULT false,
        joined_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (organization_id, user_id)
      )`,
    'CREATE INDEX memberships_user_idx ON memberships (user_id)',
    'CREATE INDEX memberships_role_idx ON memberships (role_id)',

    `
      CREATE TABLE teams (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id),
        name text NOT NULL,
        description text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE INDEX teams_organization_idx ON teams (organization_id, created_at DESC)',
    `
      CREATE TABLE team_members (
        team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id),
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, user_id)
      )`,

    `
      CREATE TABLE invitations (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id),
        email text NOT NULL,
        role_id uuid NOT NULL REFERENCES roles(id),
        team_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
        token_hash text NOT NULL UNIQUE,
        invited_by_user_id uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sent_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_by_user_id uuid REFERENCES users(id)
      )`,
    // One pending invitation per address and organization.
    'CREATE UNIQUE INDEX invitations_pending_key ON invitations (organization_id, lower(email)) WHERE accepted_at IS NULL',

    `
      CREATE TABLE contacts (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id),
        owner_user_id uuid NOT NULL REFERENCES users(id),
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    'CREATE UNIQUE INDEX contacts_email_key ON contacts (organization_id, owner_user_id, lower(email))',

    `
      CREATE TABLE oauth_clients (
        id text PRIMARY KEY,
        name text NOT NULL,
        redirect_uris jsonb NOT NULL,
        is_confidential boolean NOT NULL,
        is_sandbox boolean NOT NULL DEFAULT true,
        secret_hash text,
        owner_user_id uuid NOT NULL REFERENCES users(id),
        organization_id uuid NOT NULL REFERENCES organizations(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        expires_at timestamptz
      )`,
    'CREATE INDEX oauth_clients_owner_idx ON oauth_clients (owner_user_id)',

    `
      CREATE TABLE onboarding_settings (
        user_id uuid PRIMARY KEY REFERENCES users(id),
        settings jsonb NOT NULL DEFAULT '{}'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,

    `
      CREATE TABLE oidc_models (
        kind text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        user_code text,
        uid text,
        expires_at timestamptz,
        consumed_at timestamptz,
        PRIMARY KEY (kind, id)
      )`,
    'CREATE INDEX oidc_models_grant_idx ON oidc_models (grant_id) WHERE grant_id IS NOT NULL',
    'CREATE INDEX oidc_models_uid_idx ON oidc_models (uid) WHERE uid IS NOT NULL',
    'CREATE INDEX oidc_models_user_code_idx ON oidc_models (user_code) WHERE user_code IS NOT NULL',
    'CREATE INDEX oidc_models_expires_idx ON oidc_models (expires_at)',

    `
      CREATE TABLE email_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
  ];

  protected readonly downSql = [
    'email_tokens',
    'oidc_models',
    'onboarding_settings',
    'oauth_clients',
    'contacts',
    'invitations',
    'team_members',
    'teams',
    'memberships',
    'roles',
    'organizations',
    'users',
  ].map((table) => `DROP TABLE ${table}`);
}
