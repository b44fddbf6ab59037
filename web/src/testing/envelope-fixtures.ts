import { vi } from 'vitest';

import type { Envelope, Paged, ReceivedItem, Recipient } from '../lib/envelopes/envelope-types.js';
import type { LinkRecipient, RecipientView, ViewDocument } from '../lib/envelopes/recipient-view.js';
import type { Content, Document, Field, RecipientEntry, RecipientField } from '../api/rubrica-api.js';

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
    tag_label: null,
    state: 'waiting',
    notified_at: '2026-03-02T10:00:00.000Z',
    addressees: [{ name, value: email, via: 'email', identifiers: [] }],
    ...rest,
  };
};

export const anEnvelope = (overrides: Partial<Envelope> = {}): Envelope => ({
  id: nextId('envelope'),
  hashid: 'hash-envelope',
  title: 'Contrato de locação',
  name: 'Contrato de locação',
  subject: 'Assinatura do contrato',
  message: 'Por favor, assine até sexta.',
  state: 'in-transit',
  status: 'in-transit',
  is_sandbox: false,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  sent_at: null,
  expire_at: null,
  effective_date_reminder_at: null,
  effective_until: null,
  action_reminder_frequency: null,
  metadata: {},
  triggers: [],
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
  const recipient = aRecipient();
  return {
    id: recipient.id,
    type: recipient.type,
    state: 'waiting',
    notified_at: '2026-03-02T10:00:00.000Z',
    recipient,
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
  const me: LinkRecipient = {
    ...aRecipientEntry(),
    action: 'sign',
    is_current: true,
    can_act: true,
    is_sender: false,
    signature_images: { signature: false, initials: false },
  };
  const {
    status: _status,
    updated_at: _updated,
    sent_at: _sent,
    triggers: _triggers,
    documents: _documents,
    recipients: _recipients,
    recipients_stats,
    created_at,
    ...shared
  } = anEnvelope({ sender: { name: 'Carlos Lima', email: 'carlos@example.com' } });
  return {
    ...shared,
    created_at: created_at ?? '2026-03-01T12:00:00.000Z',
    recipients_stats: recipients_stats ?? { done: 1, total: 3 },
    recipients: [],
    documents: [],
    ...envelope,
    recipient: { ...me, ...recipient },
  };
};

/** A document of an envelope, as the envelope answers carry it (one A4 page, converted). */
export const aDocument = (overrides: Partial<Document> = {}): Document => {
  const id = overrides.id ?? nextId('document');
  return {
    id,
    name: 'contrato.pdf',
    pages: 1,
    page_sizes: [{ width: 595, height: 842 }],
    size: 1024,
    sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    position: 1,
    conversion_status: null,
    conversion_error: null,
    conversion_error_code: null,
    removed_content: [],
    text_tags: [],
    created_at: '2026-03-01T12:00:00.000Z',
    links: {
      display: `/api/envelopes/documents/${id}/display`,
      download: `/api/envelopes/documents/${id}/download`,
      background_sheet: `/api/envelopes/documents/${id}/background-sheet`,
    },
    ...overrides,
  };
};

/** What the sender's fields and the recipient's view of them start from: a signature on page 1. */
const aSignature = () => ({
  type: 'signature' as const,
  title: null,
  name: null,
  value: null,
  options: null,
  is_required: true,
  widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.7, width: 0.3, height: 0.08 }],
});

/** A field of a document as the sender's envelope carries it: a signature on page 1. */
export const aField = (overrides: Partial<Field> = {}): Field => ({
  id: nextId('field'),
  document_id: 'doc-1',
  recipient_id: 'r-signer',
  ...aSignature(),
  ...overrides,
});

/** A content of a document (text the sender placed), as the sender's envelope carries it. */
export const aContent = (overrides: Partial<Content> = {}): Content => ({
  id: nextId('content'),
  document_id: 'doc-1',
  type: 'text',
  value: 'Texto',
  page: 1,
  x_axis: 0.1,
  y_axis: 0.1,
  width: 0.3,
  height: 0.05,
  font_size: null,
  font_family: null,
  text_color: null,
  opacity: null,
  ...overrides,
});

/** A field as a recipient's link shows it. */
export const aViewField = (overrides: Partial<RecipientField> = {}): RecipientField => ({
  id: nextId('field'),
  recipient: 'recipient-0001',
  ...aSignature(),
  disabled: false,
  ...overrides,
});

/** A document as a recipient's link shows it. */
export const aViewDocument = (overrides: Partial<ViewDocument> = {}): ViewDocument => {
  const { id, name, pages } = aDocument({ id: overrides.id });
  return {
    id,
    name,
    pages,
    links: { display: `/api/p/envelopes/documents/${id}/display` },
    fields: [],
    contents: [],
    ...overrides,
  };
};

/** A recipient as a link's view lists them (GET p/envelopes/recipients/{token}). */
export const aRecipientEntry = (
  overrides: Partial<RecipientEntry> & { name?: string; email?: string } = {},
): RecipientEntry => {
  const { name, email, ...rest } = overrides;
  return { ...asRecipientEntry(aRecipient({ name, email })), ...rest };
};

/** The same recipient as a link's view lists them: each identifier says whether it was filled. */
export const asRecipientEntry = ({ addressees, ...recipient }: Recipient): RecipientEntry => ({
  ...recipient,
  addressees: addressees.map((addressee) => ({
    ...addressee,
    identifiers: addressee.identifiers.map((identifier) => ({
      ...identifier,
      title: identifier.title ?? identifier.code,
      value: identifier.value ?? null,
      is_filled: identifier.value != null,
    })),
  })),
});

export const aPagedList = <T>(
  data: T[],
  options: { page?: number; next?: boolean; prev?: boolean } = {},
): Paged<T> => ({
  data,
  links: {
    next: options.next ? `/api/envelopes?page=${(options.page ?? 1) + 1}` : null,
    prev: options.prev ? `/api/envelopes?page=${(options.page ?? 1) - 1}` : null,
  },
  meta: { current_page: options.page ?? 1, per_page: 15, total: data.length, last_page: options.page ?? 1 },
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
