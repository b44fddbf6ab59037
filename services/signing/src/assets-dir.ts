import { fileURLToPath } from 'node:url';

/** The service's bundled files (fonts and their licences); `src/` and `dist/` sit at the same depth. */
export const ASSETS_DIR = fileURLToPath(new URL('../assets/', import.meta.url));
