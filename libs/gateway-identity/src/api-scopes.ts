/**
 * What a third party's token may do with the API, by area (ARCHITECTURE.md: the gateway forwards
 * the scopes it verified). `<area>:write` includes `<area>:read`. The SPA's own session carries no
 * scopes: it acts with the user's permissions alone.
 */
export const API_AREAS = [
  'envelopes',
  'documents',
  'storage',
  'contacts',
  'organization',
  'users',
  'billing',
  'webhooks',
] as const;
export type ApiArea = (typeof API_AREAS)[number];
export type ApiAccess = 'read' | 'write';
export type ApiScope = `${ApiArea}:${ApiAccess}`;

export const API_SCOPES: readonly ApiScope[] = API_AREAS.flatMap((area): ApiScope[] => [
  `${area}:read`,
  `${area}:write`,
]);

const KNOWN: ReadonlySet<string> = new Set(API_SCOPES);

export function isApiScope(value: string): value is ApiScope {
  return KNOWN.has(value);
}

/** Whether `granted` (a token's scopes) allows `access` to `area`. */
export function scopesAllow(granted: readonly string[], area: ApiArea, access: ApiAccess): boolean {
  return granted.includes(`${area}:${access}`) || (access === 'read' && granted.includes(`${area}:write`));
}
