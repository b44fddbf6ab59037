import type { ApiAccess, ApiArea } from '@rubrica/gateway-identity';
import { API_ROUTES } from '../routes.js';

/**
 * The API area of every gateway route (`routes.ts`), for the scopes of third-party tokens. Public
 * token routes carry their own capability (the token in the path) and need no scope. A route
 * missing here is refused to every scoped token (and fails routes-scopes.spec.ts).
 */
export const ROUTE_AREAS: Readonly<Record<string, ApiArea | 'public'>> = {
  me: 'users',
  users: 'users',
  teams: 'users',
  roles: 'users',
  invitations: 'users',
  organizations: 'organization',
  // Connecting a tool (DocuWare) is organization configuration; the webhooks under it are their own area.
  'organizations/integrations': 'organization',
  contacts: 'contacts',
  // An app managing apps changes the organization's configuration (creating one needs edit_organization).
  oauth: 'organization',
  onboardings: 'organization',
  envelopes: 'envelopes',
  // The configure modal's credentials test (organization-and-commercial §7).
  'envelopes/integrations': 'organization',
  'p/envelopes': 'public',
  'p/envelopes/documents/validate': 'public',
  // A user's own signature and initials images.
  'signature-profiles': 'users',
  'p/signature-profiles': 'public',
  'bird-id': 'public',
  items: 'storage',
  'published-items': 'storage',
  'p/items': 'public',
  plans: 'billing',
  subscription: 'billing',
  subscriptions: 'billing',
  'p/billing': 'public',
  'p/notifications/whatsapp': 'public',
};

// An envelope's files (its documents, their pages, the downloads) are the `documents` area; its
// fields and contents, placed on those documents, stay `envelopes`.
const DOCUMENT_PATHS = [
  /^\/envelopes\/[^/]+\/documents(?:\/[^/]+(?:\/display)?)?\/?$/,
  /^\/envelopes\/[^/]+\/(?:background-sheet\/)?download\/?$/,
];

// Webhook endpoints and their deliveries live under the integrations prefix.
const WEBHOOK_PATHS = /^\/organizations\/integrations\/webhooks(?:\/|$)/;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type ScopeRequirement = { area: ApiArea; access: ApiAccess } | 'public' | 'unclassified';

/** What a scoped token needs for one call: `prefix` is the route's, `path` the one sent upstream. */
export function scopeRequirement(method: string, prefix: string, path: string): ScopeRequirement {
  const classified = ROUTE_AREAS[prefix];
  if (classified === undefined) return 'unclassified';
  if (classified === 'public') return 'public';
  const bare = path.split('?')[0] ?? path;
  const area =
    classified === 'envelopes' && DOCUMENT_PATHS.some((re) => re.test(bare))
      ? 'documents'
      : prefix === 'organizations/integrations' && WEBHOOK_PATHS.test(bare)
        ? 'webhooks'
        : classified;
  return { area, access: READS.has(method.toUpperCase()) ? 'read' : 'write' };
}

/** Every route prefix the gateway forwards that this table does not classify (should be none). */
export function unclassifiedRoutes(): string[] {
  return API_ROUTES.map((route) => route.prefix).filter((prefix) => !(prefix in ROUTE_AREAS));
}
