import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DeveloperAppError } from '../../developer-apps.exception.js';
import { toClientResponse, type ClientOwner, type ClientResponse } from '../../developer-apps.schemas.js';
import { OAuthClientEntity } from '../../oauth-client.entity.js';
import { findOwnClient } from '../../own-client.js';

/** POST /oauth/clients/:id/deploy: sandbox to production, one way; the app no longer expires. */
@Injectable()
export class DeployClientUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(owner: ClientOwner, id: string): Promise<ClientResponse> {
    const client = await this.dataSource.transaction(async (manager) => {
      const client = await findOwnClient(manager, owner, id, true);
      if (!client.isSandbox) throw DeveloperAppError.alreadyInProduction();
      client.isSandbox = false;
      client.publishedAt = new Date();
      client.expiresAt = null;
      return manager.getRepository(OAuthClientEntity).save(client);
    });
    return toClientResponse(client);
  }
}
