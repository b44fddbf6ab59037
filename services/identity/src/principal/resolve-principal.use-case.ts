import { isUuid } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '@rubrica/errors';
import { decodeRpcRequest } from '@rubrica/proto';
import { effectivePermissions } from '../memberships/membership-events.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { UserEntity } from '../users/user.entity.js';
import type { ResolvePrincipalResponse } from './resolve-principal.contract.js';

/** What the gateway needs to know about a caller: the account and, when named, the membership. */
@Injectable()
export class ResolvePrincipalUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
  ) {}

  async execute(payload: unknown): Promise<ResolvePrincipalResponse> {
    const { userId, organizationId } = this.decode(payload);
    const user = isUuid(userId) ? await this.dataSource.manager.findOneBy(UserEntity, { id: userId }) : null;
    if (!user) throw AppError.notFound('user.not_found', 'User not found.');
    const response: ResolvePrincipalResponse = {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        lang: user.lang,
        email_verified: user.emailVerifiedAt !== null,
        registration_completed: user.registrationCompletedAt !== null,
        ...(user.credentialsRevokedAt
          ? { credentials_revoked_at: user.credentialsRevokedAt.toISOString() }
          : {}),
      },
    };
    if (!organizationId) return response;
    const membership = await this.memberships.findMembership(user.id, organizationId);
    if (!membership) return response;
    return {
      ...response,
      membership: {
        organization: {
          id: membership.organization.id,
          name: membership.organization.name,
          is_personal: membership.organization.isPersonal,
        },
        is_owner: membership.isOwner,
        role_id: membership.role.id,
        role_name: membership.role.name,
        permissions: effectivePermissions(membership.role.permissions, membership.isOwner),
      },
    };
  }

  private decode(payload: unknown): { userId: string; organizationId?: string } {
    try {
      // The proto codec reads both the proto names (user_id) and the JSON names (userId).
      const request = decodeRpcRequest('identity.resolve_principal.v1', (payload ?? {}) as never);
      return { userId: request.userId, organizationId: request.organizationId || undefined };
    } catch {
      throw AppError.validation({ user_id: ['The request is not a ResolvePrincipalRequest.'] });
    }
  }
}
