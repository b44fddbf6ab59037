import { Controller, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AppError } from '@rubrica/errors';
import { connectRpcServer } from '@rubrica/messaging';
import {
  decodeRpcRequest,
  encodeRpcResponse,
  permissionsMessage,
  timestampFromDate,
  type PermissionFlag,
  type RpcResponseJson,
} from '@rubrica/proto';
import { testEnv } from '@rubrica/testing';

export interface FakeMembership {
  isOwner?: boolean;
  isPersonal?: boolean;
  permissions?: PermissionFlag[];
}

export interface FakeUser {
  emailVerified: boolean;
  registrationCompleted: boolean;
  /** RFC 3339: when every session and token of the user was last revoked. */
  credentialsRevokedAt?: string;
  /** Organization id → the user's membership there. */
  memberships: Record<string, FakeMembership>;
}

export interface FakePrincipalRpc {
  /** What the responder was asked, in order. */
  requests: Array<{ user_id: string; organization_id?: string }>;
  close(): Promise<void>;
}

/**
 * Answers `identity.resolve_principal.v1` the way identity does (a Nest NATS handler behind
 * `connectRpcServer`, unknown user → 404 AppError), from `users`, on a subject of the test's own.
 */
export async function startFakePrincipalRpc(
  subject: string,
  users: Map<string, FakeUser>,
): Promise<FakePrincipalRpc> {
  const requests: FakePrincipalRpc['requests'] = [];

  @Controller()
  class FakePrincipalController {
    @MessagePattern(subject)
    resolve(@Payload() payload: unknown): RpcResponseJson<'identity.resolve_principal.v1'> {
      const { userId, organizationId } = decodeRpcRequest('identity.resolve_principal.v1', payload as never);
      requests.push({ user_id: userId, ...(organizationId ? { organization_id: organizationId } : {}) });
      const user = users.get(userId);
      if (!user) throw AppError.notFound('user.not_found', 'User not found.');
      const membership = organizationId ? user.memberships[organizationId] : undefined;
      const granted = Object.fromEntries((membership?.permissions ?? []).map((flag) => [flag, true]));
      return encodeRpcResponse('identity.resolve_principal.v1', {
        user: {
          id: userId,
          name: 'Test User',
          email: `${userId}@example.com`,
          lang: 'pt-BR',
          emailVerified: user.emailVerified,
          registrationCompleted: user.registrationCompleted,
          ...(user.credentialsRevokedAt
            ? { credentialsRevokedAt: timestampFromDate(new Date(user.credentialsRevokedAt)) }
            : {}),
        },
        membership:
          membership && organizationId
            ? {
                organization: {
                  id: organizationId,
                  name: 'Test Organization',
                  isPersonal: membership.isPersonal ?? false,
                },
                isOwner: membership.isOwner ?? false,
                roleId: 'role-1',
                roleName: 'Usuário',
                permissions: permissionsMessage(granted),
              }
            : undefined,
      });
    }
  }

  @Module({ controllers: [FakePrincipalController] })
  class FakePrincipalModule {}

  const app: INestApplication = await NestFactory.create(FakePrincipalModule, { logger: false });
  connectRpcServer(app, { natsUrl: testEnv().natsUrl, queue: subject, shutdownGraceMs: 0 });
  await app.startAllMicroservices();
  await app.init();
  return { requests, close: () => app.close() };
}
