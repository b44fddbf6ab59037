import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the SPA's build says it needs beyond its own origin (`csp.json`, written by the build next
 * to index.html): today the local signer plugin's origin, which the viewer calls and frames.
 */
export const SPA_CSP_MANIFEST = 'csp.json';

type Directive = 'connect-src' | 'frame-src' | 'img-src';
const EXTENSIBLE: readonly Directive[] = ['connect-src', 'frame-src', 'img-src'];
// An origin and nothing else: no paths, wildcards, keywords or quotes can reach the policy.
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](:\d{1,5})?$/i;

export type SpaCspSources = Partial<Record<Directive, string[]>>;

/** The build's extra origins, or none when the build wrote no manifest (or an unreadable one). */
export function readSpaCspSources(webDist: string): SpaCspSources {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(webDist, SPA_CSP_MANIFEST), 'utf8'));
  } catch {
    return {};
  }
  const sources: SpaCspSources = {};
  if (parsed === null || typeof parsed !== 'object') return sources;
  for (const directive of EXTENSIBLE) {
    const listed = (parsed as Record<string, unknown>)[directive];
    if (!Array.isArray(listed)) continue;
    const origins = listed.filter(
      (value): value is string => typeof value === 'string' && ORIGIN.test(value),
    );
    if (origins.length) sources[directive] = origins;
  }
  return sources;
}

/**
 * The SPA's policy: scripts and styles only from its own origin (the build emits no inline script
 * and the web build fails if one appears), images also from data: and blob: URLs (drawn signatures,
 * previews), pdf.js's worker from its own origin, and never inside a frame of another site.
 */
export function spaContentSecurityPolicy(extra: SpaCspSources = {}): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(extra['img-src'] ?? [])]],
    ['font-src', ["'self'", 'data:']],
    // blob: for pdf.js reading a document chosen on this computer before it is uploaded.
    ['connect-src', ["'self'", 'blob:', ...(extra['connect-src'] ?? [])]],
    ['frame-src', extra['frame-src']?.length ? extra['frame-src'] : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * For API answers and documents: nothing in them may run, load or be framed, should a browser
 * ever render one (a document opened in a tab, an error body).
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
