import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { generateClientSecret, hashClientSecret } from '../../../auth/index.js';
import {
  toClientResponse,
  type ClientOwner,
  type ClientResponse,
  type CreateClientInput,
} from '../../developer-apps.schemas.js';
import { OAuthClientEntity } from '../../oauth-client.entity.js';

/** Sandbox apps and their data last a week (organization-and-commercial §4). */
export const SANDBOX_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * POST /oauth/clients: a new app starts in the sandbox. A confidential app gets a secret, shown in
 * this answer only and stored as an argon2id hash; a public app has none (it uses PKCE).
 */
@Injectable()
export class CreateClientUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(owner: ClientOwner, input: CreateClientInput): Promise<ClientResponse> {
    const secret = input.confidential ? generateClientSecret() : undefined;
    const createdAt = new Date();
    const clients = this.dataSource.getRepository(OAuthClientEntity);
    const client = await clients.save(
      clients.create({
        id: randomBytes(16).toString('hex'),
        name: input.name,
        redirectUris: [input.redirect],
        isConfidential: input.confidential,
        isSandbox: true,
        scopes: input.scopes,
        secretHash: secret ? await hashClientSecret(secret) : null,
        ownerUserId: owner.userId,
        organizationId: owner.organizationId,
        createdAt,
        publishedAt: null,
        expiresAt: new Date(createdAt.getTime() + SANDBOX_TTL_MS),
      }),
    );
    return toClientResponse(client, secret);
  }
}
