import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { uniqueName } from '@rubrica/testing';
import { loadIdentityConfig } from '../src/identity.config.js';
import { AppModule } from '../src/app.module.js';

describeServiceBoot({
  name: 'identity',
  kind: 'http',
  loadConfig: loadIdentityConfig,
  module: (config) => AppModule.forRoot(config),
  // A durable consumer of its own, so this file never takes events meant for another.
  env: { CONTACTS_EVENTS_DURABLE: uniqueName('identity_contacts_boot') },
  tables: [
    'users',
    'organizations',
    'roles',
    'memberships',
    'teams',
    'invitations',
    'contacts',
    'oauth_clients',
    'oidc_models',
  ],
});
