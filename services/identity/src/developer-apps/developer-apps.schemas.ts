import { z } from '@rubrica/config';
import { API_SCOPES, isApiScope, type ApiScope } from '@rubrica/gateway-identity';
import { requiredText } from '../common/common.schemas.js';
import type { OAuthClientEntity } from './oauth-client.entity.js';
import { normalizeRedirectUrl } from './utils/normalize-redirect-url.util.js';

/**
 * POST /oauth/clients {name, redirect, confidential, scopes?} (organization-and-commercial §5):
 * name and a valid redirect URL are required; public (not confidential) unless asked. `scopes`
 * (our addition) narrows the API scopes the app may be granted; without it, every scope (the
 * access apps had before scopes existed), which users still grant one by one at consent.
 */
export const createClientSchema = z.object({
  name: requiredText('name'),
  redirect: requiredText('redirect', 2048).transform((redirect, context) => {
    const url = normalizeRedirectUrl(redirect);
    if (!url) {
      context.addIssue({
        code: 'custom',
        message: 'The redirect must be a valid https URL with a domain (http only for localhost).',
      });
      return z.NEVER;
    }
    return url;
  }),
  scopes: z
    .array(
      z.string().refine(isApiScope, { message: `Each scope must be one of: ${API_SCOPES.join(', ')}.` }),
      { error: 'The scopes field must be a list of scopes.' },
    )
    .transform((scopes) => [...new Set(scopes)] as ApiScope[])
    .default([...API_SCOPES]),
  confidential: z.preprocess(
    (value) => (value === 'true' || value === 1 ? true : value === 'false' || value === 0 ? false : value),
    z.boolean({ error: 'The confidential field must be true or false.' }).default(false),
  ),
});
export type CreateClientInput = z.output<typeof createClientSchema>;

export const clientResponseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    redirect: z.string(),
    is_confidential: z.boolean(),
    is_sandbox: z.boolean(),
    /** The API scopes the app may be granted. */
    scopes: z.array(z.string()),
    created_at: z.string(),
    published_at: z.string().nullable(),
    /** Sandbox apps (and their data) go 7 days after creation; null once in production. */
    expires_at: z.string().nullable(),
    /** Only in the answers to create and refresh: the secret is never shown again. */
    plain_secret: z.string().optional(),
  })
  .meta({ id: 'OAuthClient' });
export type ClientResponse = z.output<typeof clientResponseSchema>;

export function toClientResponse(client: OAuthClientEntity, plainSecret?: string): ClientResponse {
  return {
    id: client.id,
    name: client.name,
    redirect: client.redirectUris[0] ?? '',
    is_confidential: client.isConfidential,
    is_sandbox: client.isSandbox,
    scopes: client.scopes,
    created_at: client.createdAt.toISOString(),
    published_at: client.publishedAt?.toISOString() ?? null,
    expires_at: client.expiresAt?.toISOString() ?? null,
    ...(plainSecret !== undefined ? { plain_secret: plainSecret } : {}),
  };
}

/** Whose apps a request works on: the caller's own, in the organization named. */
export interface ClientOwner {
  organizationId: string;
  userId: string;
}
