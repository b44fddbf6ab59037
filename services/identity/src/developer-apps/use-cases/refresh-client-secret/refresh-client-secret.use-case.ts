import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { generateClientSecret, hashClientSecret, OidcStore } from '../../../auth/index.js';
import { DeveloperAppError } from '../../developer-apps.exception.js';
import { toClientResponse, type ClientOwner, type ClientResponse } from '../../developer-apps.schemas.js';
import { OAuthClientEntity } from '../../oauth-client.entity.js';
import { findOwnClient } from '../../own-client.js';

/**
 * POST /oauth/clients/:id/refresh (confidential apps only): a new secret, shown once. The old
 * secret stops working at once, and what was issued with it (tokens, codes, grants) is revoked.
 */
@Injectable()
export class RefreshClientSecretUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly oidc: OidcStore,
  ) {}

  async execute(owner: ClientOwner, id: string): Promise<ClientResponse> {
    const secret = generateClientSecret();
    const secretHash = await hashClientSecret(secret);
    const client = await this.dataSource.transaction(async (manager) => {
      const client = await findOwnClient(manager, owner, id, true);
      if (!client.isConfidential) throw DeveloperAppError.notConfidential();
      client.secretHash = secretHash;
      return manager.getRepository(OAuthClientEntity).save(client);
    });
    await this.oidc.revokeClient(client.id);
    return toClientResponse(client, secret);
  }
}
