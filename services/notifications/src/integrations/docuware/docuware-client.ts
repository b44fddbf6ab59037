import { outboundRequest, type OutboundPolicy, type OutboundResponse } from '@rubrica/outbound';
import { AppError } from '@rubrica/errors';
import { IntegrationErrorCode } from '../integrations.errors.js';
import { DocuwareCallError } from './docuware-call.error.js';
import { multipartBody } from './multipart-body.util.js';

const PLATFORM = '/DocuWare/Platform';
/** The licence a server-to-server client takes (not a named user's web client seat). */
const LICENSE_TYPE = 'PlatformService';
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface DocuwareConnection {
  /** The server as the customer gave it: `https://acme.docuware.cloud`, with or without `/DocuWare/Platform`. */
  serverUrl: string;
  policy: OutboundPolicy;
  timeoutMs: number;
}

export type DocuwareCredentials =
  { user: string; password: string; organization?: string } | { token: string };

export interface DocuwareFileCabinet {
  id: string;
  name: string;
  isBasket: boolean;
}

export interface DocuwareCabinetField {
  /** The database name index values are stored under (`FieldName` in a store request). */
  name: string;
  /** `Text`, `Date`, `DateTime`, `Numeric`, `Decimal`, `Keyword`, `Memo`... */
  type: string;
}

export interface DocuwareIndexValue {
  field: DocuwareCabinetField;
  value: string | Date;
}

export interface DocuwareFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** `https://host/x/` and `https://host/x/DocuWare/Platform` both name `https://host/x/DocuWare/Platform`. */
export function platformUrlOf(serverUrl: string): string {
  const trimmed = serverUrl.trim().replace(/\/+$/, '');
  return /\/docuware\/platform$/i.test(trimmed) ? trimmed : `${trimmed}${PLATFORM}`;
}

/**
 * A client of the DocuWare Platform REST API, the subset an archive push needs: cookie logon with
 * user and password (`Account/Logon`, form fields) or a login token (`Account/TokenLogOn`), the
 * file cabinets (`FileCabinets`, each with its index fields), storing a document with index
 * values (`FileCabinets/{id}/Documents`, multipart: the JSON index part, then the file) and
 * `Account/Logoff`. Every call goes through the SSRF guard; redirects are not followed (a logon
 * answered with one is a refusal). DocuWare keeps the session in cookies (`.DWPLATFORMAUTH` and
 * its companions), which this client carries from the logon to every later call.
 */
export class DocuwareClient {
  private readonly cookies = new Map<string, string>();

  private constructor(
    private readonly connection: DocuwareConnection,
    private readonly base: string,
  ) {}

  static async logon(
    connection: DocuwareConnection,
    credentials: DocuwareCredentials,
  ): Promise<DocuwareClient> {
    const client = new DocuwareClient(connection, platformUrlOf(connection.serverUrl));
    const answer =
      'token' in credentials
        ? await client.call('POST', '/Account/TokenLogOn', {
            contentType: 'application/json',
            body: JSON.stringify({ Token: credentials.token, LicenseType: LICENSE_TYPE, RememberMe: false }),
          })
        : await client.call('POST', '/Account/Logon', {
            contentType: 'application/x-www-form-urlencoded',
            body: new URLSearchParams({
              UserName: credentials.user,
              Password: credentials.password,
              ...(credentials.organization ? { Organization: credentials.organization } : {}),
              LicenseType: LICENSE_TYPE,
              RememberMe: 'false',
              RedirectToMyselfInCaseOfError: 'false',
            }).toString(),
          });
    if (answer.status === 401 || answer.status === 403)
      throw new DocuwareCallError(
        IntegrationErrorCode.InvalidCredentials,
        `logon refused (HTTP ${answer.status})`,
      );
    client.expectJson(answer, 'logon');
    if (client.cookies.size === 0)
      throw new DocuwareCallError(
        IntegrationErrorCode.ServerUnavailable,
        'logon answered without a session cookie',
      );
    return client;
  }

  async fileCabinets(): Promise<DocuwareFileCabinet[]> {
    const answer = await this.call('GET', '/FileCabinets');
    const list = this.expectJson(answer, 'file cabinets') as { FileCabinet?: unknown };
    if (!Array.isArray(list.FileCabinet))
      throw new DocuwareCallError(
        IntegrationErrorCode.ServerUnavailable,
        'file cabinets: no FileCabinet list',
      );
    return list.FileCabinet.flatMap((entry: { Id?: unknown; Name?: unknown; IsBasket?: unknown }) =>
      typeof entry?.Id === 'string'
        ? [{ id: entry.Id, name: String(entry.Name ?? ''), isBasket: entry.IsBasket === true }]
        : [],
    );
  }

  /** A cabinet by its id or (case aside) its name, among those this user sees. */
  async findFileCabinet(idOrName: string): Promise<DocuwareFileCabinet | undefined> {
    const wanted = idOrName.trim();
    const cabinets = await this.fileCabinets();
    return (
      cabinets.find((cabinet) => cabinet.id === wanted) ??
      cabinets.find(
        (cabinet) => cabinet.name.localeCompare(wanted, undefined, { sensitivity: 'accent' }) === 0,
      )
    );
  }

  /** The cabinet's index fields (its definition's `Fields`). */
  async cabinetFields(cabinetId: string): Promise<DocuwareCabinetField[]> {
    const answer = await this.call('GET', `/FileCabinets/${encodeURIComponent(cabinetId)}`);
    if (answer.status === 404)
      throw new DocuwareCallError(
        IntegrationErrorCode.FileCabinetNotFound,
        `file cabinet ${cabinetId} not found`,
      );
    const cabinet = this.expectJson(answer, 'file cabinet') as { Fields?: unknown };
    if (!Array.isArray(cabinet.Fields)) return [];
    return cabinet.Fields.flatMap((field: { DBFieldName?: unknown; DWFieldType?: unknown }) =>
      typeof field?.DBFieldName === 'string'
        ? [{ name: field.DBFieldName, type: String(field.DWFieldType ?? 'Text') }]
        : [],
    );
  }

  /** Stores one file with its index values; returns DocuWare's id of the new document. */
  async store(cabinetId: string, file: DocuwareFile, index: readonly DocuwareIndexValue[]): Promise<string> {
    const document = { Fields: index.map(indexFieldOf) };
    const { contentType, body } = multipartBody([
      {
        name: 'document',
        fileName: 'document.json',
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify(document), 'utf8'),
      },
      { name: 'file[]', ...file },
    ]);
    const answer = await this.call('POST', `/FileCabinets/${encodeURIComponent(cabinetId)}/Documents`, {
      contentType,
      body,
    });
    if (answer.status === 404)
      throw new DocuwareCallError(
        IntegrationErrorCode.FileCabinetNotFound,
        `file cabinet ${cabinetId} not found`,
      );
    const stored = this.expectJson(answer, 'store') as { Id?: unknown };
    if (stored.Id === undefined || stored.Id === null)
      throw new DocuwareCallError(
        IntegrationErrorCode.ServerUnavailable,
        'store answered without a document Id',
      );
    return String(stored.Id);
  }

  /**
   * A login token for this user (`Organization/LoginToken`), with which a later logon needs no
   * password (`Account/TokenLogOn`); `lifetime` is DocuWare's `d.hh:mm:ss`.
   */
  async createLoginToken(lifetime = '1.00:00:00'): Promise<string> {
    const answer = await this.call('POST', '/Organization/LoginToken', {
      contentType: 'application/json',
      body: JSON.stringify({ TargetProducts: [LICENSE_TYPE], Usage: 'Multi', Lifetime: lifetime }),
    });
    const token = this.expectJson(answer, 'login token');
    if (typeof token !== 'string' || token.length === 0)
      throw new DocuwareCallError(IntegrationErrorCode.ServerUnavailable, 'login token: not a token');
    return token;
  }

  /** Ends the session (its licence is freed at once rather than when it times out); never throws. */
  async logoff(): Promise<void> {
    await this.call('GET', '/Account/Logoff').catch(() => undefined);
  }

  private async call(
    method: string,
    path: string,
    payload?: { contentType: string; body: string | Buffer },
  ): Promise<OutboundResponse> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'Rubrica-Integrations/1',
    };
    if (payload) headers['content-type'] = payload.contentType;
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let answer: OutboundResponse;
    try {
      answer = await outboundRequest(
        {
          url: `${this.base}${path}`,
          method,
          headers,
          body: payload?.body,
          timeoutMs: this.connection.timeoutMs,
          maxResponseBytes: MAX_ANSWER_BYTES,
          field: 'config.server_url',
        },
        this.connection.policy,
      );
    } catch (error) {
      // A refused address stays the guard's 422; a server that does not answer is the config's to fix.
      if (error instanceof AppError && error.status === 422) throw error;
      throw new DocuwareCallError(IntegrationErrorCode.ServerUnavailable, (error as Error).message);
    }
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return answer;
  }

  private expectJson(answer: OutboundResponse, what: string): unknown {
    if (answer.status < 200 || answer.status >= 300)
      throw new DocuwareCallError(
        IntegrationErrorCode.ServerUnavailable,
        `${what}: HTTP ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`.trim(),
      );
    try {
      return JSON.parse(answer.body.toString('utf8'));
    } catch {
      throw new DocuwareCallError(IntegrationErrorCode.ServerUnavailable, `${what}: the answer is not JSON`);
    }
  }
}

/** DocuWare's JSON for one index value: dates as `/Date(ms)/`, everything else as a string. */
function indexFieldOf({ field, value }: DocuwareIndexValue) {
  const isDate = field.type === 'Date' || field.type === 'DateTime';
  if (isDate) {
    const at = value instanceof Date ? value : new Date(value);
    return { FieldName: field.name, Item: `/Date(${at.getTime()})/`, ItemElementName: field.type };
  }
  return {
    FieldName: field.name,
    Item: value instanceof Date ? value.toISOString() : value,
    ItemElementName: 'String',
  };
}
