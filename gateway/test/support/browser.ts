import type { OutgoingHttpHeaders } from 'node:http';
import { rawCall, type RawResponse } from './http-call.js';

export interface Hop {
  url: string;
  response: RawResponse;
}

/**
 * A browser stand-in for one site: requests to the public URL go to the gateway under the public
 * host name, cookies are kept (by name; enough for one site) and sent back, redirects can be
 * followed step by step.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  private readonly publicOrigin: URL;

  constructor(
    private readonly gatewayUrl: string,
    publicUrl: string,
  ) {
    this.publicOrigin = new URL(publicUrl);
  }

  async request(
    target: string,
    init: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {},
  ): Promise<RawResponse> {
    const url = new URL(target, this.publicOrigin);
    if (url.origin !== this.publicOrigin.origin) throw new Error(`the browser left the site for ${url.href}`);
    const headers: OutgoingHttpHeaders = { host: url.host, ...init.headers };
    if (this.cookies.size && headers.cookie === undefined)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await rawCall(this.gatewayUrl, url.pathname + url.search, { ...init, headers });
    this.store(response);
    return response;
  }

  /** GETs `target` and each redirect after it, until a non-redirect or a URL `stopAfter` picks. */
  async follow(target: string, stopAfter?: (url: URL) => boolean): Promise<Hop[]> {
    const hops: Hop[] = [];
    let next: string | undefined = target;
    while (next !== undefined && hops.length < 15) {
      const url: URL = new URL(next, this.publicOrigin);
      const response = await this.request(url.href);
      hops.push({ url: url.href, response });
      if (stopAfter?.(url)) break;
      const location = response.headers.location;
      next =
        response.status >= 300 && response.status < 400 && location ? new URL(location, url).href : undefined;
    }
    return hops;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private store(response: RawResponse): void {
    for (const line of response.headers['set-cookie'] ?? []) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      const expired = attributes.some((attribute) => {
        const [key, attributeValue] = attribute.split('=');
        if (key!.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key!.toLowerCase() === 'expires') return Date.parse(attributeValue!) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The attributes of the Set-Cookie line for `name`, lower-cased keys (`httponly`, `samesite`...). */
export function setCookieAttributes(response: RawResponse, name: string): Map<string, string> | undefined {
  const line = (response.headers['set-cookie'] ?? []).find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) return undefined;
  const attributes = new Map<string, string>();
  for (const part of line.split(';').slice(1)) {
    const [key, value] = part.trim().split('=');
    attributes.set(key!.toLowerCase(), value ?? '');
  }
  return attributes;
}
