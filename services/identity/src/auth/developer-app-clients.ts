import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Repository } from 'typeorm';
import { OAuthClientEntity } from '../developer-apps/oauth-client.entity.js';

/**
 * Developer applications as the authorization server sees them: client metadata read from
 * `oauth_clients`. `client_secret` is the stored argon2id hash; the provider's secret comparison
 * is replaced to verify against it (auth/README.md). Sandbox clients past their expiry, and
 * confidential clients without a secret, do not exist for the provider.
 */
@Injectable()
export class DeveloperAppClients {
  constructor(@InjectRepository(OAuthClientEntity) private readonly clients: Repository<OAuthClientEntity>) {}

  async find(clientId: string): Promise<OAuthClientEntity | undefined> {
    // Ids are ours to mint; anything too long or odd is not one of them (and never reaches SQL).
    if (!/^[A-Za-z0-9._~-]{1,128}$/.test(clientId)) return undefined;
    const row = await this.clients.findOneBy({ id: clientId });
    if (!row) return undefined;
    if (row.isSandbox && row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    if (row.isConfidential && !row.secretHash) return undefined;
    return row;
  }

  async metadata(clientId: string): Promise<AdapterPayload | undefined> {
    const row = await this.find(clientId);
    return row && clientMetadataOf(row);
  }

  /** The provider's `Client` storage: lookups only (clients are managed by the developer-apps routes). */
  adapter(): Adapter {
    const none = async (): Promise<undefined> => undefined;
    return {
      find: (id: string) => this.metadata(id),
      upsert: none,
      findByUid: none,
      findByUserCode: none,
      consume: none,
      destroy: none,
      revokeByGrantId: none,
    };
  }
}

/** The OpenID Connect scopes any app may request (who the user is), besides the API ones. */
export const SIGN_IN_SCOPES = ['openid', 'offline_access', 'email', 'profile'] as const;

export function clientMetadataOf(row: OAuthClientEntity): AdapterPayload {
  const metadata: AdapterPayload = {
    client_id: row.id,
    client_name: row.name,
    application_type: 'web',
    redirect_uris: row.redirectUris,
    response_types: ['code'],
    // What the app may ask for: sign-in scopes, and the API scopes its registration allows.
    scope: [...SIGN_IN_SCOPES, ...row.scopes].join(' '),
    grant_types: row.isConfidential
      ? ['authorization_code', 'refresh_token', 'client_credentials']
      : ['authorization_code', 'refresh_token'],
    // Basic and post are both accepted for a secret-holding client; public clients use PKCE.
    token_endpoint_auth_method: row.isConfidential ? 'client_secret_basic' : 'none',
  };
  if (row.isConfidential && row.secretHash) metadata.client_secret = row.secretHash;
  return metadata;
}
