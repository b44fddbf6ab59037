import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import type { Express } from 'express';
import Provider, { type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Repository } from 'typeorm';
import { InjectIdentityConfig } from '../identity-config.module.js';
import type { IdentityConfig } from '../identity.config.js';
import { ENDING_SIGN_IN_SCRIPT, ENDING_SIGN_IN_SCRIPT_PATH } from '../pages/ending-sign-in.script.js';
import { PageContextFactory } from '../pages/page-context.js';
import { UserEntity } from '../users/user.entity.js';
import { isClientSecretHash, verifyClientSecret } from './client-secret.js';
import { isApiScope } from '@rubrica/gateway-identity';
import { DeveloperAppClients } from './developer-app-clients.js';
import { GrantOrganizations } from './grant-organizations.js';
import { buildOidcConfiguration, issuerOf } from './oidc-configuration.js';
import { OidcModelAdapter } from './oidc-model.adapter.js';
import { OidcStore } from './oidc-store.js';
import { ProviderPages } from './provider-pages.js';
import { isUuid } from '@rubrica/service-kit';

/**
 * Rubrica's OpenID Connect provider (oidc-provider), mounted at `/oidc` on the identity HTTP
 * server. Nest's own routes under /oidc (interactions and account pages) are registered first
 * and take precedence; everything else under /oidc is the provider's.
 */
@Injectable()
export class OidcProviderService implements OnModuleInit {
  private readonly logger = new Logger('OidcProvider');
  private instance: Provider | undefined;

  constructor(
    @InjectIdentityConfig() private readonly config: IdentityConfig,
    private readonly store: OidcStore,
    private readonly developerApps: DeveloperAppClients,
    private readonly grantOrganizations: GrantOrganizations,
    private readonly pages: PageContextFactory,
    private readonly httpAdapterHost: HttpAdapterHost,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  get provider(): Provider {
    if (!this.instance) throw new Error('the authorization server is not started yet');
    return this.instance;
  }

  /** The address people reach the app at (links on the pages). */
  get appUrl(): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/`;
  }

  async onModuleInit(): Promise<void> {
    const pages = new ProviderPages(this.pages, this.appUrl);
    const provider = new Provider(
      issuerOf(this.config),
      buildOidcConfiguration({
        config: this.config,
        adapter: (name) =>
          name === 'Client' ? this.developerApps.adapter() : new OidcModelAdapter(name, this.store),
        jwks: await this.store.signingKeys(),
        findAccount: (_ctx, sub) => this.findAccount(sub),
        extraTokenClaims: (ctx, token) => this.extraTokenClaims(ctx, token),
        pages,
      }),
    );
    // Behind the gateway: the public host and scheme come from X-Forwarded-Host / -Proto.
    provider.proxy = true;
    // Developer apps' secrets are stored as argon2id hashes (README.md): verify against the hash;
    // the first-party clients' configured secrets keep the provider's constant-time comparison.
    const compare = provider.Client.prototype.compareClientSecret;
    provider.Client.prototype.compareClientSecret = function (
      this: { clientSecret?: string },
      actual: string,
    ) {
      return isClientSecretHash(this.clientSecret)
        ? verifyClientSecret(actual, this.clientSecret)
        : compare.call(this, actual);
    };
    provider.on('server_error', (_ctx: unknown, error: Error) =>
      this.logger.error(`authorization server error: ${error.message}`, error.stack),
    );
    // A sign-out reaching a browser no longer signed in here (the app's sign-out revoked its grant,
    // which ended that sign-in) gets the provider's self-sending form with an inline script; it is
    // answered with our page, whose form a served script sends.
    provider.use(async (koa, next) => {
      await next();
      const ctx = koa as KoaContextWithOIDC;
      if (ctx.oidc?.route === 'end_session' && ctx.status === 200 && !ctx.oidc.session?.accountId)
        pages.endingSignInSource(ctx);
    });
    this.instance = provider;

    const express = this.httpAdapterHost.httpAdapter.getInstance<Express>();
    const mountPath = new URL(provider.issuer).pathname;
    express.get(`${mountPath.replace(/\/+$/, '')}${ENDING_SIGN_IN_SCRIPT_PATH}`, (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.send(ENDING_SIGN_IN_SCRIPT);
    });
    express.use(mountPath, provider.callback());
  }

  private async findAccount(sub: string): Promise<Account | undefined> {
    if (!isUuid(sub)) return undefined;
    const user = await this.users.findOneBy({ id: sub });
    if (!user) return undefined;
    return {
      accountId: user.id,
      claims: () => ({
        sub: user.id,
        email: user.email,
        email_verified: user.emailVerifiedAt !== null,
        name: user.name,
        locale: user.lang,
      }),
    };
  }

  /**
   * Client-credentials tokens of developer apps act as the app's owner in the app's organization,
   * with the API scopes they asked for among those the registration allows (all of those when they
   * asked for none: `rubrica_scope`). User tokens name their user and, for a developer app, the
   * organization the user chose at consent. All land in the introspection answer, with
   * `rubrica_sandbox` when the app is still in the sandbox: what it creates is test data that
   * the services mark and delete after 7 days (spec: organization and commercial, section 9).
   */
  private async extraTokenClaims(
    _ctx: KoaContextWithOIDC,
    token: Parameters<NonNullable<Configuration['extraTokenClaims']>>[1],
  ): Promise<Record<string, string> | undefined> {
    const app = await this.developerApps.find(token.clientId ?? '');
    const sandbox: Record<string, string> = app?.isSandbox ? { rubrica_sandbox: 'true' } : {};
    if (token.kind === 'ClientCredentials') {
      if (!app) return undefined;
      const asked = String(token.scope ?? '')
        .split(' ')
        .filter(isApiScope);
      const scopes = asked.length ? asked.filter((scope) => app.scopes.includes(scope)) : app.scopes;
      return {
        rubrica_user_id: app.ownerUserId,
        rubrica_organization_id: app.organizationId,
        rubrica_scope: scopes.join(' '),
        ...sandbox,
      };
    }
    const { accountId, grantId } = token as { accountId?: string; grantId?: string };
    if (!accountId) return undefined;
    const organizationId = app && grantId ? await this.grantOrganizations.organizationOf(grantId) : undefined;
    return {
      rubrica_user_id: accountId,
      ...(organizationId ? { rubrica_organization_id: organizationId } : {}),
      ...sandbox,
    };
  }
}
