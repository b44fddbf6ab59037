import { Module } from '@nestjs/common';
import { OidcStore } from './oidc-store.js';

/** The authorization server's storage, shared with accounts (which revokes sessions on password reset). */
@Module({ providers: [OidcStore], exports: [OidcStore] })
export class OidcStoreModule {}
