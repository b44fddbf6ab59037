import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OidcStore } from '../../../auth/index.js';
import type { ClientOwner } from '../../developer-apps.schemas.js';
import { OAuthClientEntity } from '../../oauth-client.entity.js';
import { findOwnClient } from '../../own-client.js';

/** DELETE /oauth/clients/:id: the app and everything issued to it. */
@Injectable()
export class DeleteClientUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly oidc: OidcStore,
  ) {}

  async execute(owner: ClientOwner, id: string): Promise<void> {
    const client = await findOwnClient(this.dataSource.manager, owner, id);
    // Tokens first: should the second step fail, the app remains and can be deleted again.
    await this.oidc.revokeClient(client.id);
    await this.dataSource.getRepository(OAuthClientEntity).delete({ id: client.id });
  }
}
