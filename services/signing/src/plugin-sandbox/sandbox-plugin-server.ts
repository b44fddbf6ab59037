import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sandboxServerControls } from '../sandbox-server-controls.util.js';
import { authorisePage, decidedPage, notFoundPage, pageLanguage } from './authorise-page.js';
import { armour, signRawSha256 } from './raw-signature.js';
import { privateKeyOf, type SandboxCertificate } from './sandbox-certificates.js';

export interface SandboxPluginOptions {
  certificates: SandboxCertificate[];
  /** The licence apps log in with. */
  license: string;
  /** The PIN of every certificate. */
  pin: string;
  /** Origins allowed to call the API from a browser. */
  allowedOrigins: string[];
  /** How long a hello's nonce can be used (ms). */
  nonceTtlMs?: number;
  /** How long a login's Bearer token lasts (ms). */
  sessionTtlMs?: number;
  logger?: { info(message: string): void; warn(message: string): void };
}

export interface SandboxPlugin {
  server: Server;
  listen(port: number, host: string): Promise<string>;
  close(): Promise<void>;
}

interface App {
  id: string;
  key: Buffer;
  name: string;
  origin: string | null;
  authorised: boolean;
  /** One-time value the authorise page's form must return, so other sites cannot post it. */
  confirm: string;
}

interface Session {
  appId: string;
  expiresAt: number;
  /** Certificates whose PIN was given in this session. */
  unlocked: Set<string>;
}

/** The plugin's refusals: HTTP status, a stable `Code` and a human `Message`. */
class PluginRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 64 * 1024;
const MAX_PIN_ATTEMPTS = 5;

/**
 * The sandbox local signer plugin: the plugin API of the envelopes spec (§7, "Local plugin") on
 * the signer's own computer. Apps register (POST /api/app), the signer allows them on the plugin's
 * authorisation page, apps log in with an HMAC of a fresh nonce under their key plus the licence
 * and get a Bearer token; then certificates are listed, unlocked with their PIN and used to sign
 * SHA-256 hashes in RAW format (PKCS#1 v1.5), answered between armour lines.
 */
export function createSandboxPlugin(options: SandboxPluginOptions): SandboxPlugin {
  const nonceTtlMs = options.nonceTtlMs ?? 2 * 60_000;
  const sessionTtlMs = options.sessionTtlMs ?? 30 * 60_000;
  const allowedOrigins = new Set(options.allowedOrigins);
  const nonces = new Map<string, { challenge: string; expiresAt: number }>();
  const apps = new Map<string, App>();
  const sessions = new Map<string, Session>();
  const pinFailures = new Map<string, number>();
  const certificates = new Map(options.certificates.map((certificate) => [certificate.id, certificate]));

  const session = (request: IncomingMessage): Session => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const found = match ? sessions.get(match[1]!) : undefined;
    if (!found || found.expiresAt <= Date.now()) {
      if (match) sessions.delete(match[1]!);
      throw new PluginRefusal(401, 'unauthenticated', 'Log in to the plugin first.');
    }
    if (!apps.get(found.appId)?.authorised) {
      throw new PluginRefusal(403, 'app_not_authorised', 'The app is no longer authorised.');
    }
    return found;
  };

  const certificateOf = (id: unknown): SandboxCertificate => {
    const certificate = typeof id === 'string' ? certificates.get(id) : undefined;
    if (!certificate) throw new PluginRefusal(404, 'unknown_certificate', 'No such certificate.');
    return certificate;
  };

  const api = async (request: IncomingMessage, path: string, origin: string): Promise<Answer> => {
    const method = request.method ?? 'GET';
    if (method === 'GET' && path === '/api/hello') {
      const nonce = randomBytes(24).toString('base64');
      const challenge = randomBytes(24).toString('base64');
      nonces.set(nonce, { challenge, expiresAt: Date.now() + nonceTtlMs });
      for (const [value, entry] of nonces) if (entry.expiresAt <= Date.now()) nonces.delete(value);
      return json(200, { Nonce: nonce, Challenge: challenge });
    }
    if (method === 'POST' && path === '/api/app') {
      const body = await jsonBody(request);
      const name = typeof body.Name === 'string' && body.Name.trim() ? body.Name.trim().slice(0, 80) : 'App';
      const app: App = {
        id: randomUUID(),
        key: randomBytes(32),
        name,
        origin: request.headers.origin ?? null,
        authorised: false,
        confirm: randomBytes(16).toString('hex'),
      };
      apps.set(app.id, app);
      return json(200, {
        Id: app.id,
        Key: app.key.toString('base64'),
        AuthorizationUrl: `${origin}/authorize/${app.id}`,
      });
    }
    if (method === 'POST' && path === '/api/login') {
      const body = await jsonBody(request);
      const app = typeof body.id === 'string' ? apps.get(body.id) : undefined;
      if (!app) throw new PluginRefusal(404, 'unknown_app', 'The plugin does not know this app.');
      const entry = typeof body.nonce === 'string' ? nonces.get(body.nonce) : undefined;
      if (!entry || entry.expiresAt <= Date.now()) {
        throw new PluginRefusal(401, 'invalid_nonce', 'Ask for a new nonce (GET /api/hello).');
      }
      nonces.delete(body.nonce as string);
      const expected = createHmac('sha256', app.key)
        .update(`${body.nonce as string}:${entry.challenge}`)
        .digest();
      const given = Buffer.from(typeof body.signature === 'string' ? body.signature : '', 'base64');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new PluginRefusal(401, 'invalid_signature', 'The login signature does not match the app key.');
      }
      if (body.license !== options.license)
        throw new PluginRefusal(403, 'invalid_license', 'Invalid licence.');
      if (!app.authorised) {
        throw new PluginRefusal(403, 'app_not_authorised', 'The signer has not authorised this app yet.');
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = Date.now() + sessionTtlMs;
      sessions.set(token, { appId: app.id, expiresAt, unlocked: new Set() });
      return json(200, { Token: token, ExpiresAt: new Date(expiresAt).toISOString() });
    }
    if (method === 'GET' && path === '/api/certificate') {
      session(request);
      return json(
        200,
        [...certificates.values()].map((certificate) => ({
          Id: certificate.id,
          CommonName: certificate.commonName,
          Email: certificate.email,
          NotAfter: certificate.notAfter,
        })),
      );
    }
    const single = /^\/api\/certificate\/([^/]+)$/.exec(path);
    if (method === 'GET' && single && single[1] !== 'auth') {
      session(request);
      const certificate = certificateOf(decodeURIComponent(single[1]!));
      return { status: 200, type: 'application/x-pem-file', body: certificate.certificatePem };
    }
    if (method === 'POST' && path === '/api/certificate/auth') {
      const current = session(request);
      const body = await jsonBody(request);
      const certificate = certificateOf(body.certificate_id);
      const failures = pinFailures.get(certificate.id) ?? 0;
      if (failures >= MAX_PIN_ATTEMPTS) {
        throw new PluginRefusal(423, 'certificate_locked', 'Too many wrong PINs: restart the plugin.');
      }
      if (body.pin !== options.pin) {
        pinFailures.set(certificate.id, failures + 1);
        throw new PluginRefusal(401, 'invalid_pin', 'Wrong PIN.');
      }
      pinFailures.delete(certificate.id);
      current.unlocked.add(certificate.id);
      return { status: 204 };
    }
    if (method === 'POST' && path === '/api/sign') {
      const current = session(request);
      const body = await jsonBody(request);
      const certificate = certificateOf(body.certificate_id);
      if (!current.unlocked.has(certificate.id)) {
        throw new PluginRefusal(403, 'pin_required', 'Give the certificate PIN first.');
      }
      const format = body.format ?? 'RAW';
      if (format !== 'RAW')
        throw new PluginRefusal(422, 'unsupported_format', 'Only the RAW format is supported.');
      const hash = typeof body.hash === 'string' ? Buffer.from(body.hash, 'base64') : Buffer.alloc(0);
      if (hash.length !== 32 || hash.toString('base64') !== body.hash) {
        throw new PluginRefusal(422, 'invalid_hash', 'The hash must be a base64 SHA-256 (32 bytes).');
      }
      const signature = signRawSha256(privateKeyOf(certificate), hash);
      return { status: 200, type: 'text/plain; charset=utf-8', body: armour(signature) };
    }
    throw new PluginRefusal(404, 'not_found', 'No such call.');
  };

  const authorise = async (request: IncomingMessage, appId: string, origin: string): Promise<Answer> => {
    const language = pageLanguage(request.headers['accept-language']);
    const app = apps.get(appId);
    if (!app) return html(404, notFoundPage(language));
    if (request.method === 'GET') {
      return html(
        200,
        authorisePage({
          language,
          appName: app.name,
          origin: app.origin,
          formAction: `${origin}/authorize/${app.id}`,
          confirm: app.confirm,
        }),
      );
    }
    if (request.method === 'POST') {
      const form = new URLSearchParams((await readBody(request)).toString('utf8'));
      if (form.get('confirm') !== app.confirm) return html(403, notFoundPage(language));
      const allowed = form.get('decision') === 'allow';
      if (allowed) app.authorised = true;
      else apps.delete(app.id);
      options.logger?.info(
        `${allowed ? 'authorised' : 'refused'} app "${app.name}" (${app.origin ?? 'no origin'})`,
      );
      return html(200, decidedPage(language, allowed, app.name));
    }
    return html(405, notFoundPage(language));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://plugin.invalid');
    const self = `http://${request.headers.host ?? '127.0.0.1'}`;
    const requestOrigin = request.headers.origin;
    const corsAllowed = requestOrigin !== undefined && allowedOrigins.has(requestOrigin);
    if (url.pathname.startsWith('/api/') && requestOrigin !== undefined && !corsAllowed) {
      // A page of another site: no answer it could read, and no state changed for it.
      return send(response, json(403, { Code: 'origin_not_allowed', Message: 'Origin not allowed.' }), null);
    }
    const cors = corsAllowed ? requestOrigin : null;
    if (request.method === 'OPTIONS') return send(response, { status: 204 }, cors, true);
    try {
      if (url.pathname === '/readyz' || url.pathname === '/healthz') {
        return send(response, json(200, { status: 'ok' }), cors);
      }
      const authorising = /^\/authorize\/([^/]+)$/.exec(url.pathname);
      if (authorising) return send(response, await authorise(request, authorising[1]!, self), null);
      return send(response, await api(request, url.pathname, self), cors);
    } catch (error) {
      if (error instanceof PluginRefusal) {
        return send(response, json(error.status, { Code: error.code, Message: error.message }), cors);
      }
      options.logger?.warn(`failed: ${(error as Error).message}`);
      return send(response, json(500, { Code: 'internal', Message: 'The plugin failed.' }), cors);
    }
  };

  const server = createServer((request, response) => void handle(request, response));
  return { server, ...sandboxServerControls(server) };
}

interface Answer {
  status: number;
  type?: string;
  body?: string;
}

const json = (status: number, body: unknown): Answer => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

const html = (status: number, body: string): Answer => ({ status, type: 'text/html; charset=utf-8', body });

function send(response: ServerResponse, answer: Answer, corsOrigin: string | null, preflight = false): void {
  if (corsOrigin) {
    response.setHeader('Access-Control-Allow-Origin', corsOrigin);
    response.setHeader('Vary', 'Origin');
    if (preflight) {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
      // Chrome's Private Network Access: a public page may call this loopback server.
      response.setHeader('Access-Control-Allow-Private-Network', 'true');
      response.setHeader('Access-Control-Max-Age', '600');
    }
  }
  response.setHeader('Cache-Control', 'no-store');
  if (answer.type) response.setHeader('Content-Type', answer.type);
  response.statusCode = answer.status;
  response.end(answer.body);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      // Refused: the rest is read and dropped, so the refusal can still be answered.
      request.off('data', onData);
      request.resume();
      reject(new PluginRefusal(413, 'too_large', 'The request is too large.'));
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(request)).toString('utf8');
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the refusal.
  }
  throw new PluginRefusal(400, 'invalid_json', 'The body must be a JSON object.');
}
