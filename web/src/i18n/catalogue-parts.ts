/**
 * Each language's catalogue is built as two parts (vite.config.ts, catalogueParts): the sections a
 * signing link opened without a session can show, which is all such a visit downloads, and the
 * rest, which the app loads before any other page renders (i18n/load-i18n.ts). The build fails
 * when the code a signing link runs names a section that is not listed here.
 */
export const LINK_SECTIONS = [
  'alerts',
  'common',
  'envelopes',
  'faceToFace',
  'linkStatus',
  'notFound',
  'routeError',
  'session',
  'shell',
  'signingViewer',
  'subscription',
  'waiting',
] as const;

export type CataloguePart = 'link' | 'rest';

/** The sections of `catalogue` in `part`: the listed ones, or every other. */
export const catalogueSections = <T extends Record<string, unknown>>(
  catalogue: T,
  part: CataloguePart,
): Partial<T> => {
  const listed = new Set<string>(LINK_SECTIONS);
  return Object.fromEntries(
    Object.entries(catalogue).filter(([section]) => listed.has(section) === (part === 'link')),
  ) as Partial<T>;
};
