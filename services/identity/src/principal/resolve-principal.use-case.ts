import { isUuid } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  decodeRpcRequest,
  permissionsMessage,
  timestampFromDate,
  type RpcResponseInit,
} from '@rubrica/proto';
import { effectivePermissions } from '../memberships/membership-events.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { UserEntity } from '../users/user.entity.js';
import { UserError } from '../users/users.exception.js';
import { PrincipalError } from './principal.exception.js';

type ResolvePrincipalResponse = RpcResponseInit<'identity.resolve_principal.v1'>;

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
    if (!user) throw UserError.notFound();
    const response: ResolvePrincipalResponse = {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        lang: user.lang,
        emailVerified: user.emailVerifiedAt !== null,
        registrationCompleted: user.registrationCompletedAt !== null,
        ...(user.credentialsRevokedAt
          ? { credentialsRevokedAt: timestampFromDate(user.credentialsRevokedAt) }
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
          isPersonal: membership.organization.isPersonal,
        },
        isOwner: membership.isOwner,
        roleId: membership.role.id,
        roleName: membership.role.name,
        permissions: permissionsMessage(
          effectivePermissions(membership.role.permissions, membership.isOwner),
        ),
      },
    };
  }

  private decode(payload: unknown): { userId: string; organizationId?: string } {
    try {
      // The proto codec reads both the proto names (user_id) and the JSON names (userId).
      const request = decodeRpcRequest('identity.resolve_principal.v1', (payload ?? {}) as never);
      return { userId: request.userId, organizationId: request.organizationId || undefined };
    } catch {
      throw PrincipalError.invalidRpcRequest();
    }
  }
}
