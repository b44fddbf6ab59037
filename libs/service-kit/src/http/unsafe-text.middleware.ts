import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, ErrorStatus, localeFromAcceptLanguage, toErrorResponse } from '@rubrica/errors';

const MESSAGE = 'The value contains characters that are not allowed.';
// A NUL, or a UTF-16 surrogate without its pair: neither is text PostgreSQL (or any other store)
// can keep, and the driver would fail with a 500 deep inside a handler.
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');
// Deeper bodies are not a form anyone fills; the walk stops rather than recurse without end.
const MAX_DEPTH = 64;

type RequestWithBody = IncomingMessage & { body?: unknown };

/** The dotted path of the first string (key or value) that holds unsafe characters, if any. */
function firstUnsafe(value: unknown, path: string[], depth: number): string[] | undefined {
  if (typeof value === 'string') return UNSAFE.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (UNSAFE.test(key)) return [...path, key.replace(UNSAFE_ALL, '\uFFFD')];
    const found = firstUnsafe(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
function leniently(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    return component;
  }
}

/**
 * The name of the first query parameter whose value is not text: a NUL (`%00`), or percent-encoded
 * bytes that are not UTF-8 (how a lone surrogate arrives; Node's parser would silently turn them
 * into U+FFFD and hide the problem from the handler).
 */
function unsafeQueryParameter(url: string | undefined): string | undefined {
  const start = url?.indexOf('?') ?? -1;
  if (!url || start === -1) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    if (!pair) continue;
    const separator = pair.indexOf('=');
    const rawKey = (separator === -1 ? pair : pair.slice(0, separator)).replace(/\+/g, ' ');
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1).replace(/\+/g, ' ');
    for (const raw of [rawKey, rawValue]) {
      let decoded: string;
      try {
        // A '%' that starts no escape ("100%") is taken as written, as the query parser does.
        decoded = decodeURIComponent(raw.replace(/%(?![0-9a-f]{2})/gi, '%25'));
      } catch {
        return leniently(rawKey).replace(UNSAFE_ALL, '\uFFFD');
      }
      if (UNSAFE.test(decoded)) return leniently(rawKey).replace(UNSAFE_ALL, '\uFFFD');
    }
  }
  return undefined;
}

function refuse(res: ServerResponse, req: IncomingMessage, field: string): void {
  const error = new AppError(
    'request.unsafe_text',
    ErrorStatus.UnprocessableEntity,
    'The given data was invalid.',
    {
      [field]: [MESSAGE],
    },
  );
  const requestId = req.headers['x-request-id'];
  const { status, body } = toErrorResponse(
    error,
    typeof requestId === 'string' ? requestId : '',
    localeFromAcceptLanguage(req.headers['accept-language']),
  );
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * Mounted after the body parsers: a NUL byte or a lone surrogate anywhere in a JSON body (keys
 * included) or in the query string is a 422 naming the field (`recipients.0.name`, or the query
 * parameter), the spec's error shape, before any handler or database sees it.
 */
export function unsafeTextMiddleware() {
  return (req: RequestWithBody, res: ServerResponse, next: (error?: unknown) => void): void => {
    const inQuery = unsafeQueryParameter(req.url);
    if (inQuery !== undefined) return refuse(res, req, inQuery || 'query');
    const inBody = req.body !== undefined ? firstUnsafe(req.body, [], 0) : undefined;
    if (inBody) return refuse(res, req, inBody.join('.') || 'body');
    next();
  };
}
