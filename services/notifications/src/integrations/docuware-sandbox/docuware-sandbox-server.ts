import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxCabinet, SandboxCabinetField, SandboxStoredDocument } from './docuware-sandbox.types.js';
import { sandboxDocumentsPage } from './sandbox-documents-page.js';

const PLATFORM = '/DocuWare/Platform';
const AUTH_COOKIE = '.DWPLATFORMAUTH';
/** The largest request the sandbox reads (a store carries a whole document, at most 25 MB). */
const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

export interface DocuwareSandboxOptions {
  organization: string;
  users: ReadonlyArray<{ name: string; password: string }>;
  cabinets?: SandboxCabinet[];
  logger?: { info(message: string): void };
}

/** Rubrica's index fields (src/integrations/README.md), declared by the sandbox's contracts cabinet. */
const field = (name: string, type = 'Text'): SandboxCabinetField => ({
  DBFieldName: name,
  DisplayName: name,
  DWFieldType: type,
  SystemField: false,
});

/** Two cabinets and a basket: the first declares Rubrica's index fields, the second only a title. */
export function defaultSandboxCabinets(): SandboxCabinet[] {
  return [
    {
      Id: 'b7d0e5f4-3c1a-4f0e-9a51-5a3c2e1d0001',
      Name: 'Contratos',
      IsBasket: false,
      Fields: [
        field('RUBRICA_ENVELOPE_ID'),
        field('RUBRICA_TITLE'),
        field('RUBRICA_DOCUMENT'),
        field('RUBRICA_SHA256'),
        field('RUBRICA_COMPLETED_AT', 'DateTime'),
        { ...field('DWSTOREDATETIME', 'DateTime'), SystemField: true },
      ],
    },
    {
      Id: 'b7d0e5f4-3c1a-4f0e-9a51-5a3c2e1d0002',
      Name: 'Arquivo Geral',
      IsBasket: false,
      Fields: [field('DOCNAME')],
    },
    { Id: 'b_sandbox_document_tray', Name: 'Bandeja de documentos', IsBasket: true, Fields: [] },
  ];
}

class SandboxFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A DocuWare server for development: the Platform REST API subset Rubrica's adapter speaks, with
 * state. Cookie logon (`Account/Logon`, form fields; a wrong user or password answers 401 as
 * DocuWare does), login tokens (`Organization/LoginToken`, `Account/TokenLogOn`), `Account/Logoff`,
 * the file cabinets with their index fields, storing a document (multipart: the JSON index part,
 * then the file; an index field the cabinet does not declare is refused), listing and downloading
 * the stored ones. `/` is a page listing every stored document; `/sandbox/documents` the same as
 * JSON; `POST /sandbox/fail-next-stores` makes the next stores answer 503 (to watch retries).
 */
export function createDocuwareSandbox(options: DocuwareSandboxOptions) {
  const cabinets = options.cabinets ?? defaultSandboxCabinets();
  const sessions = new Map<string, string>();
  const tokens = new Map<string, string>();
  const documents: SandboxStoredDocument[] = [];
  let nextId = 1;
  let failStores = 0;

  const json = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string | string[]> = {},
  ) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

  const userOf = (req: IncomingMessage): string => {
    const cookies = Object.fromEntries(
      (req.headers.cookie ?? '')
        .split(';')
        .map((part) => part.trim().split('='))
        .filter((pair) => pair.length >= 2)
        .map(([name, ...value]) => [name, value.join('=')]),
    );
    const user = sessions.get(cookies[AUTH_COOKIE] ?? '');
    if (!user) throw new SandboxFailure(401, 'Not authenticated: log on first.');
    return user;
  };

  const startSession = (res: ServerResponse, user: string) => {
    const session = randomBytes(24).toString('base64url');
    sessions.set(session, user);
    options.logger?.info(`DocuWare sandbox: ${user} logged on`);
    json(
      res,
      200,
      { Version: '7.10-sandbox', Links: [{ rel: 'filecabinets', href: `${PLATFORM}/FileCabinets` }] },
      {
        'set-cookie': [
          `${AUTH_COOKIE}=${session}; path=/; HttpOnly; SameSite=None`,
          `dwingressplatform=${randomBytes(8).toString('hex')}; path=/`,
        ],
      },
    );
  };

  const cabinetById = (id: string): SandboxCabinet => {
    const cabinet = cabinets.find((candidate) => candidate.Id === id);
    if (!cabinet) throw new SandboxFailure(404, `File cabinet '${id}' does not exist.`);
    return cabinet;
  };

  const present = (document: SandboxStoredDocument) => {
    const { body: _body, ...rest } = document;
    return rest;
  };

  async function store(req: IncomingMessage, res: ServerResponse, cabinet: SandboxCabinet, user: string) {
    const body = await readBody(req);
    if (failStores > 0) {
      failStores -= 1;
      throw new SandboxFailure(503, 'The sandbox was told to fail this store.');
    }
    const form = await new Response(body, {
      headers: { 'content-type': String(req.headers['content-type'] ?? '') },
    })
      .formData()
      .catch(() => {
        throw new SandboxFailure(400, 'Expected a multipart/form-data body.');
      });
    const indexPart = form.get('document');
    const filePart = form.getAll('file[]').find((entry) => typeof entry !== 'string') ?? form.get('file');
    if (!filePart || typeof filePart === 'string') throw new SandboxFailure(400, 'No file part.');
    let index: { Fields?: Array<{ FieldName?: string; Item?: unknown; ItemElementName?: string }> } = {};
    if (indexPart) {
      const text = typeof indexPart === 'string' ? indexPart : await indexPart.text();
      try {
        index = JSON.parse(text) as typeof index;
      } catch {
        throw new SandboxFailure(400, 'The document part is not JSON.');
      }
    }
    const fields = (index.Fields ?? []).map((entry) => {
      const declared = cabinet.Fields.find((candidate) => candidate.DBFieldName === entry.FieldName);
      if (!declared || declared.SystemField)
        throw new SandboxFailure(
          400,
          `Field '${entry.FieldName}' does not exist in file cabinet '${cabinet.Name}'.`,
        );
      return {
        FieldName: declared.DBFieldName,
        Item: entry.Item ?? null,
        ItemElementName: entry.ItemElementName ?? 'String',
      };
    });
    const bytes = Buffer.from(await filePart.arrayBuffer());
    const document: SandboxStoredDocument = {
      Id: nextId++,
      FileCabinetId: cabinet.Id,
      Title: filePart.name,
      FileName: filePart.name,
      ContentType: filePart.type || 'application/octet-stream',
      FileSize: bytes.length,
      Sha256: createHash('sha256').update(bytes).digest('hex'),
      StoredBy: user,
      CreatedAt: new Date().toISOString(),
      Fields: fields,
      body: bytes,
    };
    documents.push(document);
    options.logger?.info(
      `DocuWare sandbox: ${user} stored "${document.FileName}" in ${cabinet.Name} (#${document.Id})`,
    );
    json(res, 200, present(document));
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    if (path === '/healthz' || path === '/readyz') return json(res, 200, { status: 'ok' });
    if (path === '/' && method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(sandboxDocumentsPage(options.organization, cabinets, documents.map(present)));
    }
    if (path === '/sandbox/documents' && method === 'GET')
      return json(res, 200, { Items: documents.map(present) });
    if (path === '/sandbox/fail-next-stores' && method === 'POST') {
      failStores = Number(url.searchParams.get('count') ?? '1') || 0;
      return json(res, 200, { failStores });
    }
    const sandboxFile = /^\/sandbox\/documents\/(\d+)\/file$/.exec(path);
    if (sandboxFile && method === 'GET') {
      const document = documents.find((candidate) => candidate.Id === Number(sandboxFile[1]));
      if (!document) throw new SandboxFailure(404, 'Document not found.');
      res.writeHead(200, { 'content-type': document.ContentType, 'content-length': document.FileSize });
      return void res.end(document.body);
    }
    if (!path.startsWith(PLATFORM)) throw new SandboxFailure(404, 'Not found.');
    const rest = path.slice(PLATFORM.length).toLowerCase();

    if (rest === '/account/logon' && method === 'POST') {
      const form = new URLSearchParams((await readBody(req)).toString('utf8'));
      const user = options.users.find(
        (candidate) => candidate.name === form.get('UserName') && candidate.password === form.get('Password'),
      );
      const organization = form.get('Organization');
      if (!user || (organization && organization !== options.organization))
        throw new SandboxFailure(401, 'The specified user name or password is invalid.');
      return startSession(res, user.name);
    }
    if (rest === '/account/tokenlogon' && method === 'POST') {
      let token: unknown;
      try {
        token = (JSON.parse((await readBody(req)).toString('utf8')) as { Token?: unknown }).Token;
      } catch {
        throw new SandboxFailure(400, 'Expected a JSON body with Token.');
      }
      const user = typeof token === 'string' ? tokens.get(token) : undefined;
      if (!user) throw new SandboxFailure(401, 'The login token is invalid or expired.');
      return startSession(res, user);
    }
    const user = userOf(req);
    if (rest === '/account/logoff') {
      for (const [session, owner] of sessions) if (owner === user) sessions.delete(session);
      return json(res, 200, {});
    }
    if (rest === '/organization/logintoken' && method === 'POST') {
      const token = randomUUID();
      tokens.set(token, user);
      return json(res, 200, token);
    }
    if (rest === '/filecabinets' && method === 'GET')
      return json(res, 200, {
        FileCabinet: cabinets.map(({ Fields: _fields, ...cabinet }) => cabinet),
      });
    const cabinetMatch = /^\/filecabinets\/([^/]+)(\/documents(?:\/(\d+)(\/filedownload)?)?)?$/.exec(rest);
    if (!cabinetMatch) throw new SandboxFailure(404, 'Not found.');
    // Ids are matched as sent (the path was lower-cased only to route).
    const cabinetId = decodeURIComponent(path.slice(PLATFORM.length).split('/')[2] ?? '');
    const cabinet = cabinetById(cabinetId);
    if (!cabinetMatch[2] && method === 'GET') return json(res, 200, cabinet);
    if (cabinetMatch[2] && !cabinetMatch[3] && method === 'POST') return store(req, res, cabinet, user);
    if (cabinetMatch[2] && !cabinetMatch[3] && method === 'GET')
      return json(res, 200, {
        Items: documents.filter((document) => document.FileCabinetId === cabinet.Id).map(present),
      });
    if (cabinetMatch[3] && method === 'GET') {
      const document = documents.find(
        (candidate) => candidate.FileCabinetId === cabinet.Id && candidate.Id === Number(cabinetMatch[3]),
      );
      if (!document) throw new SandboxFailure(404, 'Document not found.');
      if (!cabinetMatch[4]) return json(res, 200, present(document));
      res.writeHead(200, { 'content-type': document.ContentType, 'content-length': document.FileSize });
      return void res.end(document.body);
    }
    throw new SandboxFailure(405, 'Method not allowed.');
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const status = error instanceof SandboxFailure ? error.status : 500;
      // DocuWare's error body.
      if (!res.headersSent) json(res, status, { Message: (error as Error).message, Status: status });
      else res.end();
    });
  });

  return {
    documents: () => documents.map(present),
    fileOf: (id: number) => documents.find((document) => document.Id === id)?.body,
    failNextStores: (count: number) => void (failStores = count),
    async listen(port: number, host: string): Promise<string> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
      });
      const address = server.address() as AddressInfo;
      return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type DocuwareSandbox = ReturnType<typeof createDocuwareSandbox>;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) throw new SandboxFailure(413, 'The request is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
