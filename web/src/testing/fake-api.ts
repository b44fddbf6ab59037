import { vi } from 'vitest';

import type { CurrentUser, Organization, Page } from '../app/session-api.js';
import { permissionFlags } from './permission-flags.js';

export type FakeReply = { status?: number; body?: unknown } | 'never';
type Handler = FakeReply | ((request: Request) => FakeReply | Promise<FakeReply>);
/** Answers keyed by "METHOD /path", as fakeApi and signedInApi take them. */
export type FakeRoutes = Record<string, Handler>;

/** The spec's 422: the message and, per field, what is wrong with it (and the error's code). */
export const invalidReply = (message: string, errors: Record<string, readonly string[]>, code?: string) => ({
  status: 422,
  body: { message, ...(code && { code }), errors },
});

/** A refusal the screen words by its code: the status, the server's message and the code. */
export const refusalReply = (status: number, message: string, code: string) => ({
  status,
  body: { message, code },
});

/** A request the fake API received, with its JSON body read. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

const parsedOrText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Replaces fetch with answers keyed by "METHOD /path" (query ignored). Unlisted calls answer the
 * spec's 404. Every request is recorded, in order.
 */
export const fakeApi = (routes: Record<string, Handler>) => {
  const requests: SeenRequest[] = [];
  const handlers = { ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const text = await request.clone().text();
      requests.push({
        method: request.method,
        path,
        headers: request.headers,
        // Multipart bodies stay as text: a handler reads them with request.formData().
        body: text ? parsedOrText(text) : undefined,
      });
      const handler = handlers[`${request.method} ${path}`];
      const reply = typeof handler === 'function' ? await handler(request) : handler;
      if (reply === 'never') return new Promise<Response>(() => {});
      const { status = 200, body } = reply ?? { status: 404, body: { message: 'Not found.' } };
      if (status === 204) return new Response(null, { status });
      return new Response(JSON.stringify(body ?? {}), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    requests,
    /** Changes or adds an answer from now on. */
    answer(route: string, handler: Handler) {
      handlers[route] = handler;
    },
    to(route: string): SeenRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
  };
};

export const PERSONAL_ORGANIZATION_ID = '0d9e7a52-6a0e-4f5e-9a47-1f1b8a0c0001';

export const anOrganization = (overrides: Partial<Organization> = {}): Organization => ({
  id: PERSONAL_ORGANIZATION_ID,
  name: 'Maria Silva',
  logo: null,
  is_owner: true,
  is_personal: true,
  permissions: permissionFlags(true),
  role: { id: 'role-1', name: 'Usuário', is_default: true },
  // Identity's defaults, meaning no theme set: black backgrounds, white text.
  style: Object.fromEntries(
    ['avatar', 'navbar', 'button'].flatMap((part) => [
      [`${part}_background_color`, '#000000'],
      [`${part}_text_color`, '#ffffff'],
    ]),
  ) as Organization['style'],
  joined_at: '2024-03-01T12:00:00.000Z',
  created_at: '2024-03-01T12:00:00.000Z',
  ...overrides,
});

/** A business organization the user joined as a member, beside the personal one. */
export const aTeamOrganization = (overrides: Partial<Organization> = {}): Organization =>
  anOrganization({
    id: '5f0c2a11-1111-4111-8111-000000000002',
    name: 'Cartório Central',
    is_personal: false,
    is_owner: false,
    ...overrides,
  });

export const aUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'a7c1d9e0-0000-4000-8000-000000000001',
  name: 'Maria Silva',
  email: 'maria@example.com',
  phone: null,
  cpf: null,
  avatar: null,
  lang: 'pt-BR',
  email_verified: true,
  registration_completed: true,
  is_usa_version: false,
  created_at: '2024-03-01T12:00:00.000Z',
  personal_organization_id: PERSONAL_ORGANIZATION_ID,
  organization: null,
  joined_at: null,
  is_owner: false,
  roles: [],
  teams: [],
  permissions: permissionFlags(false),
  ...overrides,
});

export const aPage = <T>(data: T[]): Page<T> => ({
  data,
  links: { next: null, prev: null },
  meta: { current_page: 1, per_page: 50, total: data.length, last_page: 1 },
});

/**
 * A list route answering the items whose name holds the request's `q` (all of them without one),
 * recording each `q` asked (null when absent) in `searches`.
 */
export const searchedList =
  <T extends { name: string }>(items: T[], searches: Array<string | null>) =>
  (request: Request): FakeReply => {
    const q = new URL(request.url).searchParams.get('q');
    searches.push(q);
    return { body: aPage(items.filter((item) => !q || item.name.includes(q))) };
  };

/**
 * A signed-in user with the given organizations: GET /me answers for whichever organization the
 * call names (as identity does), GET /organizations lists them.
 */
export const signedInApi = (
  options: {
    user?: Partial<CurrentUser>;
    organizations?: Organization[];
    routes?: Record<string, Handler>;
  } = {},
) => {
  const organizations = options.organizations ?? [anOrganization()];
  return fakeApi({
    'GET /api/me': (request) => {
      const named = organizations.find(
        (organization) => organization.id === request.headers.get('X-Organization'),
      );
      return {
        body: aUser({
          organization: named ? { id: named.id, name: named.name, is_personal: named.is_personal } : null,
          is_owner: named?.is_owner ?? false,
          ...options.user,
        }),
      };
    },
    'GET /api/organizations': { body: aPage(organizations) },
    // The dashboard, where signed-in users land, asks for these (envelopes spec §2).
    'GET /api/envelopes/stats': { body: { 'in-transit': 0, rejected: 0, completed: 0, cancelled: 0 } },
    'GET /api/envelopes/inbox': {
      body: { data: [], links: { next: null, prev: null }, meta: { current_page: 1 } },
    },
    ...options.routes,
  });
};
