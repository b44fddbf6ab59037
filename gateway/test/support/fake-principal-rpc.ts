import { Controller, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AppError } from '@rubrica/errors';
import { connectRpcServer } from '@rubrica/messaging';
import { testEnv } from '@rubrica/testing';

type Flag =
  | 'send_envelopes'
  | 'attach_organizations'
  | 'edit_organization'
  | 'manage_teams'
  | 'manage_users'
  | 'manage_billing';

export interface FakeMembership {
  isOwner?: boolean;
  isPersonal?: boolean;
  permissions?: Flag[];
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
    resolve(@Payload() data: { user_id: string; organization_id?: string }) {
      requests.push(data);
      const user = users.get(data.user_id);
      if (!user) throw AppError.notFound('user.not_found', 'User not found.');
      const membership = data.organization_id ? user.memberships[data.organization_id] : undefined;
      const granted = new Set(membership?.permissions ?? []);
      // Proto field names, as identity sends them (the gateway reads either spelling).
      return {
        user: {
          id: data.user_id,
          name: 'Test User',
          email: `${data.user_id}@example.com`,
          lang: 'pt-BR',
          email_verified: user.emailVerified,
          registration_completed: user.registrationCompleted,
          ...(user.credentialsRevokedAt ? { credentials_revoked_at: user.credentialsRevokedAt } : {}),
        },
        membership:
          membership && data.organization_id
            ? {
                organization: {
                  id: data.organization_id,
                  name: 'Test Organization',
                  is_personal: membership.isPersonal ?? false,
                },
                is_owner: membership.isOwner ?? false,
                role_id: 'role-1',
                role_name: 'Usuário',
                permissions: {
                  send_envelopes: granted.has('send_envelopes'),
                  attach_organizations: granted.has('attach_organizations'),
                  edit_organization: granted.has('edit_organization'),
                  manage_teams: granted.has('manage_teams'),
                  manage_users: granted.has('manage_users'),
                  manage_billing: granted.has('manage_billing'),
                },
              }
            : undefined,
      };
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
