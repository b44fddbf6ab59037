/**
 * The gateway's whole routing knowledge, as data: which service owns which API path.
 *
 * API paths live under `/api/`; the gateway removes `/api` and forwards the rest to the owner
 * chosen by the longest matching prefix (whole path segments: `users` matches `/api/users` and
 * `/api/users/7`, never `/api/usersx`). An exception is simply a longer prefix.
 *
 * `access: 'public'` routes are the token-based API used by recipients without an account: they
 * need no session and are rate-limited per client address and per token.
 */
export type ServiceName = 'identity' | 'envelopes' | 'signing' | 'storage' | 'billing' | 'notifications';

export interface ApiRoute {
  /** Path prefix after `/api/`, without leading or trailing slash. */
  readonly prefix: string;
  readonly service: ServiceName;
  readonly access: 'private' | 'public';
}

export const API_ROUTES: readonly ApiRoute[] = [
  { prefix: 'me', service: 'identity', access: 'private' },
  { prefix: 'users', service: 'identity', access: 'private' },
  { prefix: 'teams', service: 'identity', access: 'private' },
  { prefix: 'roles', service: 'identity', access: 'private' },
  { prefix: 'invitations', service: 'identity', access: 'private' },
  { prefix: 'organizations', service: 'identity', access: 'private' },
  { prefix: 'organizations/integrations', service: 'notifications', access: 'private' },
  { prefix: 'contacts', service: 'identity', access: 'private' },
  { prefix: 'oauth', service: 'identity', access: 'private' },
  { prefix: 'onboardings', service: 'identity', access: 'private' },

  { prefix: 'envelopes', service: 'envelopes', access: 'private' },
  { prefix: 'envelopes/integrations', service: 'notifications', access: 'private' },
  { prefix: 'p/envelopes', service: 'envelopes', access: 'public' },
  // The public verifier checks a document's validation code against the sealed documents' hashes.
  { prefix: 'p/envelopes/documents/validate', service: 'envelopes', access: 'public' },

  { prefix: 'signature-profiles', service: 'signing', access: 'private' },
  { prefix: 'p/signature-profiles', service: 'signing', access: 'public' },
  { prefix: 'bird-id', service: 'signing', access: 'public' },

  { prefix: 'items', service: 'storage', access: 'private' },
  { prefix: 'published-items', service: 'storage', access: 'private' },
  { prefix: 'p/items', service: 'storage', access: 'public' },

  { prefix: 'plans', service: 'billing', access: 'private' },
  { prefix: 'subscription', service: 'billing', access: 'private' },
  { prefix: 'subscriptions', service: 'billing', access: 'private' },
  // The payment provider's webhooks (signed) and the sandbox provider's hosted checkout page.
  { prefix: 'p/billing', service: 'billing', access: 'public' },
  { prefix: 'p/notifications/whatsapp', service: 'notifications', access: 'public' },
];

/**
 * The authorization server's endpoints (login, tokens, discovery) are forwarded as they are, with
 * their `/oidc` prefix, and never require a session: they are how one is obtained.
 */
export const OIDC_ROUTE = { mountPath: '/oidc', service: 'identity' } as const satisfies {
  mountPath: string;
  service: ServiceName;
};

/** Paths the gateway answers itself; never proxied and never given to the SPA. */
export const OWN_PATHS = ['/healthz', '/readyz', '/metrics'] as const;
