// The two kinds of callers the gateway serves: a browser holding the session cookie (and the CSRF
// cookie it must echo), and an API client holding a bearer token. Both call `/api/...` the same way.

// Specs read answer bodies field by field; a loose type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = any;

export interface Answer<T = LooseJson> {
  status: number;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  headers: Headers;
}

export interface CallOptions {
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  /** A body sent as these exact characters, labelled JSON unless `headers` give a content-type. */
  text?: string;
  headers?: Record<string, string>;
  /** X-Organization for this call only; null sends none. Default: the client's own. */
  organization?: string | null;
  /** Browser only: send X-CSRF-Token on a state-changing call (default true). */
  csrf?: boolean;
}

export interface ApiCaller {
  /** `path` is below `/api` (`/users`, `/organizations/:id`). */
  api<T = LooseJson>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /** The organization sent as X-Organization when a call names none. */
  organization?: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

export function requestBody(
  options: CallOptions,
  headers: Record<string, string>,
): string | FormData | undefined {
  if (options.form) return options.form;
  if (options.text !== undefined) {
    headers['content-type'] ??= 'application/json';
    return options.text;
  }
  if (options.json === undefined) return undefined;
  headers['content-type'] = 'application/json';
  return JSON.stringify(options.json);
}

/** Answers read as bytes (downloads) rather than text. */
const BINARY_TYPES = new Set(['application/octet-stream', 'application/pdf', 'application/zip']);

export async function readAnswer<T>(response: Response): Promise<Answer<T>> {
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('image/') || BINARY_TYPES.has(type.split(';')[0]!.trim())) {
    return {
      status: response.status,
      body: Buffer.from(await response.arrayBuffer()) as T,
      headers: response.headers,
    };
  }
  const text = await response.text();
  return {
    status: response.status,
    body: (type.includes('json') && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}

export function organizationHeader(
  headers: Record<string, string>,
  options: CallOptions,
  fallback: string | undefined,
): void {
  const organization = options.organization === undefined ? fallback : options.organization;
  if (organization) headers['x-organization'] = organization;
}

/** Fails with the answer's body in the message, which a bare status comparison would hide. */
export function expectStatus(answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
}
