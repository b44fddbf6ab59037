// Rubrica's mark, as the web app draws it (web/src/components/logo.tsx) and as its favicon
// (web/public/favicon.svg): the pages of this service are served without the app's assets.
const MARK_PATHS =
  '<path d="M8 21c3-1 5-9 8-9s1 8 4 8 3-5 4-6" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<path d="M8 25h16" stroke="#fff" stroke-opacity=".55" stroke-width="2" stroke-linecap="round"/>';

const PRIMARY = '#3048c8';

/** The mark inline, decorative (the product name follows it as text). */
export const BRAND_MARK_SVG = `<svg class="mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="${PRIMARY}"/>${MARK_PATHS}</svg>`;

/** The favicon as a data: address (the pages' policy allows `img-src data:`, nothing external). */
export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${PRIMARY}"/>${MARK_PATHS}</svg>`,
)}`;
