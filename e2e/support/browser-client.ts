import {
  isStateChanging,
  organizationHeader,
  readAnswer,
  requestBody,
  type Answer,
  type ApiCaller,
  type CallOptions,
  type LooseJson,
} from './api-client.js';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface PageRequest {
  method?: string;
  /** An urlencoded form, as a browser posts an HTML form. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * What a browser does with the gateway: keeps cookies (by name and path, on one origin), follows
 * redirects when asked, and calls the API the way the SPA does: credentials by cookie,
 * `X-CSRF-Token` copied from the readable `rubrica_csrf` cookie on state-changing calls, and
 * `X-Organization` naming the selected organization.
 */
export class BrowserClient implements ApiCaller {
  organization?: string;
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly baseUrl: string) {}

  async request(target: string, init: PageRequest = {}): Promise<Response> {
    const url = new URL(target, this.baseUrl);
    const headers: Record<string, string> = { accept: 'text/html', ...init.headers };
    const cookie = this.cookieHeader(url.pathname);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.fields) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.fields).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
    this.remember(response, url.pathname);
    return response;
  }

  /**
   * Requests `target` and follows redirects (GET) while they stay on the gateway's origin and
   * `stopBefore` does not claim the next address; answers the last response and the address that
   * was (or would have been) requested next.
   */
  async follow(
    target: string,
    init: PageRequest = {},
    stopBefore: (url: URL) => boolean = () => false,
  ): Promise<{ response: Response; url: URL }> {
    let url = new URL(target, this.baseUrl);
    let response = await this.request(url.toString(), init);
    for (let hops = 0; hops < 15; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url };
      url = new URL(location, url);
      if (url.origin !== new URL(this.baseUrl).origin || stopBefore(url)) return { response, url };
      await response.arrayBuffer();
      response = await this.request(url.toString());
    }
    throw new Error(`too many redirects from ${target}`);
  }

  async api<T = LooseJson>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    organizationHeader(headers, options, this.organization);
    const csrf = this.cookie('rubrica_csrf');
    if (isStateChanging(method) && (options.csrf ?? true) && csrf) headers['x-csrf-token'] = csrf;
    const body = requestBody(options, headers);
    const url = new URL(`/api${path}`, this.baseUrl);
    const cookie = this.cookieHeader(url.pathname);
    if (cookie) headers.cookie = cookie;
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    this.remember(response, url.pathname);
    return readAnswer<T>(response);
  }

  cookie(name: string): string | undefined {
    for (const stored of this.cookies.values()) if (stored.name === name) return stored.value;
    return undefined;
  }

  /** Puts a cookie in the jar, as a browser that kept an old one would send it. */
  setCookie(name: string, value: string, path = '/'): void {
    this.cookies.set(`${name}|${path}`, { name, value, path });
  }

  private cookieHeader(pathname: string): string {
    return [...this.cookies.values()]
      .filter((cookie) => {
        if (cookie.path === '/' || pathname === cookie.path) return true;
        return pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`);
      })
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private remember(response: Response, requestPath: string): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      // RFC 6265 default path: the request path up to its last slash.
      let path = requestPath.slice(0, requestPath.lastIndexOf('/')) || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const at = attribute.indexOf('=');
        const key = (at === -1 ? attribute : attribute.slice(0, at)).toLowerCase();
        const attributeValue = at === -1 ? '' : attribute.slice(at + 1);
        if (key === 'path' && attributeValue.startsWith('/')) path = attributeValue;
        if (key === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key === 'expires' && Date.parse(attributeValue) < Date.now()) expired = true;
      }
      const key = `${name}|${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }
}

/** The hidden fields and action of the page's form containing `marker` (or its first form). */
export function readForm(page: string, marker?: string): { action: string; fields: Record<string, string> } {
  const forms = [...page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  const form = forms.find((match) => !marker || match[0].includes(marker)) ?? forms[0];
  if (!form) throw new Error(`no form in the page:\n${page.slice(0, 800)}`);
  const action = decodeEntities(/action="([^"]*)"/.exec(form[1] ?? '')?.[1] ?? '');
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\b[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const type = /type="([^"]*)"/.exec(input[0])?.[1];
    if (name && type === 'hidden') fields[name] = decodeEntities(/value="([^"]*)"/.exec(input[0])?.[1] ?? '');
  }
  return { action, fields };
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#96;', '`')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
