import { signerPluginConfig } from './signer-plugin-config.js';

/** GET /api/hello: the plugin is running; a fresh nonce to log in with. */
export interface PluginHello {
  Nonce: string;
  Challenge: string;
}

/** POST /api/app: this app's identity at the plugin, and where the signer authorises it. */
export interface PluginApp {
  Id: string;
  Key: string;
  AuthorizationUrl: string;
}

/** GET /api/certificate: a certificate the plugin holds (spec §3, "Local plugin certificate"). */
export interface PluginCertificate {
  Id: string;
  CommonName: string;
  Email: string;
  NotAfter: string;
}

/** What the plugin answers when it refuses: HTTP status and its `Code`. */
export class SignerPluginError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SignerPluginError';
  }
}

/** The plugin answered "not authorised yet": the signer has not allowed this app. */
export const isAwaitingAuthorisation = (error: unknown): boolean =>
  error instanceof SignerPluginError && error.code === 'app_not_authorised';

/** The plugin does not know the app (it was removed there): a new one must be registered. */
export const isUnknownApp = (error: unknown): boolean =>
  error instanceof SignerPluginError && error.code === 'unknown_app';

/** The PIN was refused. */
export const isWrongPin = (error: unknown): boolean =>
  error instanceof SignerPluginError && error.code === 'invalid_pin';

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const toBase64 = (bytes: ArrayBuffer): string => {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * The login proof: HMAC-SHA256, keyed with the app's Key, over `<Nonce>:<Challenge>` from the
 * latest hello, in base64.
 */
export const loginSignature = async (key: string, hello: PluginHello): Promise<string> => {
  const secret = await crypto.subtle.importKey(
    'raw',
    fromBase64(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const proof = await crypto.subtle.sign(
    'HMAC',
    secret,
    new TextEncoder().encode(`${hello.Nonce}:${hello.Challenge}`),
  );
  return toBase64(proof);
};

/**
 * The local signer plugin's HTTP API (spec §7, "Local plugin"): hello, app registration, login
 * with the app's key and the licence, then certificates, PIN and signing with a Bearer token.
 */
export class SignerPluginClient {
  private token: string | null = null;

  constructor(private readonly baseUrl: string = signerPluginConfig.baseUrl) {}

  hello(): Promise<PluginHello> {
    return this.call<PluginHello>('GET', '/api/hello');
  }

  registerApp(name: string): Promise<PluginApp> {
    return this.call<PluginApp>('POST', '/api/app', { Name: name });
  }

  /** Logs in with a fresh nonce; the Bearer token is kept for the calls that follow. */
  async login(app: Pick<PluginApp, 'Id' | 'Key'>, license: string): Promise<void> {
    const hello = await this.hello();
    const answer = await this.call<{ Token: string }>('POST', '/api/login', {
      id: app.Id,
      nonce: hello.Nonce,
      signature: await loginSignature(app.Key, hello),
      license,
    });
    this.token = answer.Token;
  }

  certificates(): Promise<PluginCertificate[]> {
    return this.call<PluginCertificate[]>('GET', '/api/certificate');
  }

  certificatePem(id: string): Promise<string> {
    return this.call<string>('GET', `/api/certificate/${encodeURIComponent(id)}`, undefined, 'text');
  }

  async authenticate(certificateId: string, pin: string): Promise<void> {
    await this.call<unknown>('POST', '/api/certificate/auth', { certificate_id: certificateId, pin });
  }

  /** Signs a base64 hash; the answer is base64, possibly inside armour lines. */
  sign(certificateId: string, hash: string, format = 'RAW'): Promise<string> {
    return this.call<string>('POST', '/api/sign', { certificate_id: certificateId, hash, format }, 'text');
  }

  private async call<T>(
    method: string,
    path: string,
    body?: unknown,
    as: 'json' | 'text' = 'json',
  ): Promise<T> {
    const headers = new Headers({ Accept: as === 'json' ? 'application/json' : 'text/plain' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (this.token) headers.set('Authorization', `Bearer ${this.token}`);
    const response = await fetch(
      new Request(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    if (!response.ok) {
      let problem: { Code?: string; Message?: string } = {};
      try {
        problem = JSON.parse(text) as typeof problem;
      } catch {
        // Not JSON: the status alone says what happened.
      }
      throw new SignerPluginError(
        response.status,
        problem.Code ?? `http_${response.status}`,
        problem.Message ?? (text || response.statusText),
      );
    }
    if (as === 'text') {
      // A JSON string is accepted too.
      return (text.startsWith('"') ? JSON.parse(text) : text) as T;
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
