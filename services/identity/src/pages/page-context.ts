import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Response } from 'express';
import type { SafeHtml } from './html.js';
import type { Catalogue } from './i18n/pt-br.catalogue.js';
import { CSRF_COOKIE, CSRF_FIELD, type PageCsrf } from './page-csrf.js';
import {
  catalogueFor,
  LANG_COOKIE,
  normalizeLocale,
  PAGE_LOCALES,
  resolvePageLocale,
  type PageLocale,
} from './page-locale.js';
import { requestCookies } from './request-cookies.js';

/** What every page render needs: the language, its catalogue, the form token, the language links. */
export interface PageContext {
  locale: PageLocale;
  t: Catalogue;
  csrfToken: string;
  /** The current address in each language (`?lang=`), for the switcher. */
  languageLinks: Array<{ locale: PageLocale; href: string; current: boolean }>;
}

/** The part of a request the pages read (an express request, or the node request under Koa). */
export interface PageRequest {
  headers: IncomingHttpHeaders;
  originalUrl?: string;
  url?: string;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Builds page contexts and checks form tokens for the server-rendered pages under /oidc. */
export class PageContextFactory {
  constructor(
    private readonly csrf: PageCsrf,
    /** Secure cookies (production, behind https). */
    private readonly secureCookies: boolean,
  ) {}

  create(request: PageRequest, response: ServerResponse, options: { uiLocales?: string } = {}): PageContext {
    const cookies = requestCookies(request.headers.cookie);
    const url = new URL(request.originalUrl || request.url || '/', 'http://page.invalid');
    const lang = url.searchParams.get('lang') ?? undefined;
    const locale = resolvePageLocale({
      lang,
      uiLocales: options.uiLocales,
      cookie: cookies[LANG_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    });
    if (normalizeLocale(lang))
      this.setCookie(response, LANG_COOKIE, locale, { httpOnly: false, path: '/', maxAge: ONE_YEAR_SECONDS });

    let csrfToken = cookies[CSRF_COOKIE];
    if (!this.csrf.isGenuine(csrfToken)) {
      csrfToken = this.csrf.mint();
      this.setCookie(response, CSRF_COOKIE, csrfToken, { httpOnly: true, path: '/oidc' });
    }

    return { locale, t: catalogueFor(locale), csrfToken, languageLinks: languageLinks(url, locale) };
  }

  /** True when the posted form carries the token of this browser's cookie. */
  formTokenValid(request: PageRequest & { body?: unknown }): boolean {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return this.csrf.verify(requestCookies(request.headers.cookie)[CSRF_COOKIE], body[CSRF_FIELD]);
  }

  private setCookie(
    response: ServerResponse,
    name: string,
    value: string,
    options: { httpOnly: boolean; path: string; maxAge?: number },
  ): void {
    const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, 'SameSite=Lax'];
    if (options.httpOnly) parts.push('HttpOnly');
    if (this.secureCookies) parts.push('Secure');
    if (options.maxAge) parts.push(`Max-Age=${options.maxAge}`);
    const existing = response.getHeader('Set-Cookie');
    const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
    response.setHeader('Set-Cookie', [...list, parts.join('; ')]);
  }
}

function languageLinks(current: URL, locale: PageLocale): PageContext['languageLinks'] {
  const url = new URL(current);
  return PAGE_LOCALES.map((each) => {
    url.searchParams.set('lang', each);
    return { locale: each, href: `${url.pathname}${url.search}`, current: each === locale };
  });
}

/**
 * Sends a page with headers that keep it from being framed, cached or sniffed, and that allow
 * no script at all (the pages need none).
 */
export function sendPage(response: Response, status: number, body: SafeHtml): void {
  response.status(status);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
  );
  response.send(body.value);
}
