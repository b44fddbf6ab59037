import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';
/** The SDK's README (install, authentication, a whole envelope journey), as plain text. */
export const SDK_README_PATH = '/api/sdk/README.md';

/**
 * The reference page's own policy: Swagger UI's script and stylesheet from this origin only (no
 * inline script or style element), the document fetched from this origin, nothing framed.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

// Starts Swagger UI once its bundle has loaded: a file of its own, since the policy forbids inline script.
const START_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Rubrica API reference</title>
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png">
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
    <script src="${DOCS_PATH}/swagger-ui-bundle.js" defer></script>
    <script src="${DOCS_PATH}/start.js" defer></script>
  </head>
  <body>
    <div id="reference"></div>
  </body>
</html>
`;

interface Asset {
  readonly type: string;
  readonly body: Buffer;
  /** The page and its files; the document keeps the API's own (stricter) policy. */
  readonly page?: boolean;
}

/** The Swagger UI files the page uses, from the installed swagger-ui-dist package. */
const SWAGGER_UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

function defaultAssets(): Map<string, Asset> {
  const dist = dirname(require.resolve('swagger-ui-dist/package.json'));
  const assets = new Map<string, Asset>();
  for (const [name, type] of Object.entries(SWAGGER_UI_FILES))
    assets.set(`${DOCS_PATH}/${name}`, { type, body: readFileSync(join(dist, name)), page: true });
  assets.set(`${DOCS_PATH}/start.js`, {
    type: 'text/javascript; charset=utf-8',
    body: Buffer.from(START_SCRIPT),
    page: true,
  });
  assets.set(DOCS_PATH, { type: 'text/html; charset=utf-8', body: Buffer.from(PAGE), page: true });
  return assets;
}

/**
 * The published API reference: the OpenAPI document generated from the services' route schemas
 * (`openapi/`, checked by `make lint`) and Swagger UI rendering it, both served from this origin,
 * and the SDK's README beside them.
 * Everything is read once at start; no session is needed to read either.
 */
export class ApiReference {
  private readonly files: Map<string, Asset>;

  constructor(
    documentFile: string = require.resolve('@rubrica/openapi/openapi.json'),
    sdkReadmeFile: string = require.resolve('@rubrica/sdk/README.md'),
  ) {
    this.files = defaultAssets();
    this.files.set(OPENAPI_PATH, {
      type: 'application/json; charset=utf-8',
      body: readFileSync(documentFile),
    });
    // Markdown reads well as it is; text/plain makes every browser show it rather than save it.
    this.files.set(SDK_README_PATH, { type: 'text/plain; charset=utf-8', body: readFileSync(sdkReadmeFile) });
  }

  /** Answers the request when it is for the reference; false when it is not. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const asset = this.files.get(pathname === `${DOCS_PATH}/` ? DOCS_PATH : pathname);
    if (!asset) return false;
    res.writeHead(200, {
      'content-type': asset.type,
      'content-length': asset.body.length,
      ...(asset.page ? { 'content-security-policy': DOCS_CONTENT_SECURITY_POLICY } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : asset.body);
    return true;
  }
}
