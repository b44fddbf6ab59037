import { vi } from 'vitest';

import type { Envelope, Paged, ReceivedItem, Recipient } from '../lib/envelopes/envelope-types.js';
import type { LinkRecipient, RecipientView } from '../lib/envelopes/recipient-view.js';

// Envelopes as the envelopes service answers them (spec §3), for component tests.

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1).toString().padStart(4, '0')}`;

export const aRecipient = (
  overrides: Partial<Recipient> & { name?: string; email?: string } = {},
): Recipient => {
  const { name = 'João Souza', email = 'joao@example.com', ...rest } = overrides;
  return {
    id: nextId('recipient'),
    type: 'signer',
    signature_type: 'simple',
    routing_order: null,
    state: 'waiting',
    notified_at: '2026-03-02T10:00:00.000Z',
    addressees: [{ name, value: email, via: 'email', identifiers: [] }],
    ...rest,
  };
};

export const anEnvelope = (overrides: Partial<Envelope> = {}): Envelope => ({
  id: nextId('envelope'),
  title: 'Contrato de locação',
  name: 'Contrato de locação',
  subject: 'Assinatura do contrato',
  message: 'Por favor, assine até sexta.',
  state: 'in-transit',
  is_sandbox: false,
  created_at: '2026-03-01T12:00:00.000Z',
  expire_at: null,
  effective_date_reminder_at: null,
  effective_until: null,
  sender: { name: 'Maria Silva', email: 'maria@example.com' },
  documents: [],
  recipients: [],
  recipients_stats: { done: 1, total: 3 },
  ...overrides,
});

export const aReceivedItem = (
  overrides: Partial<Omit<ReceivedItem, 'envelope'>> & { envelope?: Partial<Envelope> } = {},
): ReceivedItem => {
  const { envelope, ...rest } = overrides;
  return {
    id: nextId('received'),
    state: 'waiting',
    notified_at: '2026-03-02T10:00:00.000Z',
    envelope: anEnvelope({ sender: { name: 'Carlos Lima', email: 'carlos@example.com' }, ...envelope }),
    ...rest,
  };
};

/**
 * GET p/envelopes/recipients/{token} as the server answers it: the envelope itself, with the
 * link's own recipient inside (`recipient`), not an inbox item.
 */
export const aRecipientView = (
  overrides: Partial<Omit<RecipientView, 'recipient'>> & { recipient?: Partial<LinkRecipient> } = {},
): RecipientView => {
  const { recipient, ...envelope } = overrides;
  const me = { ...aRecipient(), action: 'sign' as const, is_current: true, can_act: true, is_sender: false };
  return {
    ...anEnvelope({ sender: { name: 'Carlos Lima', email: 'carlos@example.com' } }),
    documents: [],
    ...envelope,
    recipient: { ...me, ...recipient },
  };
};

export const aPagedList = <T>(
  data: T[],
  options: { page?: number; next?: boolean; prev?: boolean } = {},
): Paged<T> => ({
  data,
  links: {
    next: options.next ? `/api/envelopes?page=${(options.page ?? 1) + 1}` : null,
    prev: options.prev ? `/api/envelopes?page=${(options.page ?? 1) - 1}` : null,
  },
  meta: { current_page: options.page ?? 1 },
});

/**
 * A fake-API handler that answers `body` and remembers each call's query string, so tests can
 * read the parameters a list was asked with.
 */
export const recordingQueries = (body: unknown | ((query: URLSearchParams) => unknown)) => {
  const queries: URLSearchParams[] = [];
  const handler = (request: Request) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    return { body: typeof body === 'function' ? (body as (query: URLSearchParams) => unknown)(query) : body };
  };
  return { queries, handler, last: () => queries.at(-1) };
};

/** Makes the page believe it is on a phone (below 768 px); undone after each test. */
export const onAPhone = () => {
  const matches = true;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
};

/**
 * Answers multipart uploads (which the fake API, reading JSON bodies, cannot take) by
 * "METHOD /path"; every other call goes on to the fake API installed before.
 */
export const answerUploads = (
  handlers: Record<
    string,
    (request: Request) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>
  >,
) => {
  const next = globalThis.fetch;
  vi.stubGlobal('fetch', async (request: Request) => {
    const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
    if (!handler || !(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data'))
      return next(request);
    const { status = 200, body = {} } = await handler(request);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
};
