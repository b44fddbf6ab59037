import { signingLinkToken } from './app/signing-link-token.js';
import { startLinkRequests } from './app/start-link-requests.js';
import { CATALOGUE_LOADERS } from './i18n/catalogue-loaders.js';
import { detectLanguage } from './i18n/detect-language.js';

/**
 * The page's first script (index.html), a few kB that run while the app's libraries are still
 * downloading (on a phone, react alone arrives a second later): picks the interface language,
 * starts downloading its catalogue (only the link part on a signing link, both parts elsewhere:
 * i18n/catalogue-parts.ts) and, on a signing link, asks for the link's status and view. main.tsx
 * finds them under way or there. The API's Accept-Language follows <html lang>.
 */
const language = detectLanguage();
document.documentElement.lang = language;
const token = signingLinkToken(window.location.pathname);
const ignore = () => undefined;
CATALOGUE_LOADERS.link[language]().catch(ignore);
if (token) startLinkRequests(token, language);
else CATALOGUE_LOADERS.rest[language]().catch(ignore);
