import { Module } from '@nestjs/common';
import { IDENTITY_CONFIG } from '../identity-config.module.js';
import type { IdentityConfig } from '../identity.config.js';
import { PageContextFactory } from './page-context.js';
import { PageCsrf } from './page-csrf.js';

/** What the server-rendered pages share: language resolution and form tokens. */
@Module({
  providers: [
    {
      provide: PageContextFactory,
      inject: [IDENTITY_CONFIG],
      useFactory: (config: IdentityConfig) =>
        new PageContextFactory(
          new PageCsrf(
            config.OIDC_COOKIE_KEYS.split(',')
              .map((key) => key.trim())
              .filter(Boolean),
          ),
          new URL(config.PUBLIC_URL).protocol === 'https:',
        ),
    },
  ],
  exports: [PageContextFactory],
})
export class PagesModule {}
