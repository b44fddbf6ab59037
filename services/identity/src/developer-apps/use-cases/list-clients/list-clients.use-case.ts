import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toClientResponse, type ClientOwner, type ClientResponse } from '../../developer-apps.schemas.js';
import { OAuthClientEntity } from '../../oauth-client.entity.js';

/** GET /oauth/clients: the caller's apps in the organization, newest first (expired sandbox apps left out). */
@Injectable()
export class ListClientsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(owner: ClientOwner): Promise<{ data: ClientResponse[] }> {
    const clients = await this.dataSource
      .getRepository(OAuthClientEntity)
      .createQueryBuilder('client')
      .where('client.organization_id = :organizationId AND client.owner_user_id = :userId', owner)
      .andWhere('NOT (client.is_sandbox AND client.expires_at IS NOT NULL AND client.expires_at <= now())')
      .orderBy('client.created_at', 'DESC')
      .addOrderBy('client.id', 'ASC')
      .getMany();
    return { data: clients.map((client) => toClientResponse(client)) };
  }
}
