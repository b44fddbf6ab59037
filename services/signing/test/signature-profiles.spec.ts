import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Jimp } from 'jimp';
import { blobKeys, FsBlobStore, readBlob } from '@rubrica/blob';
import { startTestProcess, type StartedTestProcess } from '@rubrica/service-kit/testing';
import { startPrivateNatsServer, type PrivateNatsServer, asGateway } from '@rubrica/testing';
import { AppModule } from '../src/app.module.js';
import { loadSigningConfig } from '../src/signing.config.js';
import { halfTransparentPng, makeTestPdf } from './pdf-fixtures.js';
import { renderJpeg } from './pdf-checkers.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FONTS = ['dancing-script', 'great-vibes', 'pacifico', 'sacramento', 'allura', 'satisfy'];

interface StandInRecipient {
  recipientId: string;
  name: string;
  canAct: boolean;
}

let nats: PrivateNatsServer;
let responder: NatsConnection;
let signing: StartedTestProcess;
let blobRoot: string;
let blobs: FsBlobStore;
/** Users the identity stand-in knows, by id. */
const users = new Map<string, string>();
/** Tokens the envelopes stand-in knows. */
const tokens = new Map<string, StandInRecipient>();

/** Answers Nest's NATS packets the way the envelopes and identity services do. */
function serve(
  pattern: string,
  answer: (data: Record<string, unknown>) => { response?: unknown; err?: unknown },
) {
  responder.subscribe(pattern, {
    callback: (_error, message) => {
      const packet = message.json<{ id: string; data: Record<string, unknown> }>();
      message.respond(JSON.stringify({ id: packet.id, ...answer(packet.data), isDisposed: true }));
    },
  });
}

beforeAll(async () => {
  // A private NATS: the stand-ins must be the only responders to these patterns.
  nats = await startPrivateNatsServer('signature-profiles');
  responder = await connect({ servers: nats.url });
  serve('envelopes.resolve_action_token.v1', (data) => {
    const recipient = tokens.get(String(data.token));
    if (!recipient) return { err: { code: 'token.not_found', status: 404, message: 'invalid token' } };
    return {
      response: {
        recipientId: recipient.recipientId,
        envelopeId: randomUUID(),
        organizationId: randomUUID(),
        isSandbox: false,
        name: recipient.name,
        email: 'recipient@example.com',
        type: 'RECIPIENT_TYPE_SIGNER',
        state: 'RECIPIENT_STATE_WAITING',
        canAct: recipient.canAct,
      },
    };
  });
  serve('identity.resolve_principal.v1', (data) => {
    const id = String(data.userId ?? data.user_id);
    return {
      response: {
        user: {
          id,
          name: users.get(id) ?? '',
          email: 'user@example.com',
          lang: 'pt-BR',
          emailVerified: true,
          registrationCompleted: true,
        },
      },
    };
  });
  await responder.flush();
  blobRoot = await mkdtemp(join(tmpdir(), 'rubrica-signature-profiles-'));
  blobs = new FsBlobStore(blobRoot);
  signing = await startTestProcess(
    {
      name: 'signing',
      kind: 'http',
      loadConfig: loadSigningConfig,
      module: (config) => AppModule.forRoot(config),
    },
    { NATS_URL: nats.url, BLOB_FS_ROOT: blobRoot },
  );
});

afterAll(async () => {
  await signing?.close();
  await responder?.close();
  await nats?.stop();
  if (blobRoot) await rm(blobRoot, { recursive: true, force: true });
});

function newUser(name = 'Ana Maria Souza'): string {
  const id = randomUUID();
  users.set(id, name);
  return id;
}

function newToken(recipient: Partial<StandInRecipient> = {}): { token: string; recipientId: string } {
  const token = randomUUID().replace(/-/g, '');
  const recipientId = recipient.recipientId ?? randomUUID();
  tokens.set(token, { recipientId, name: 'Helena Prado', canAct: true, ...recipient });
  return { token, recipientId };
}

const asUser = (userId: string) => ({ 'x-user-id': userId });

/** A call to the signing service as the gateway makes it (the caller's identity signed). */
async function fetchSigning(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: RequestInit['body'] } = {},
) {
  return fetch(`${signing.url}${path}`, { ...init, headers: await asGateway('signing', init.headers) });
}

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetchSigning(`${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function postFile(
  path: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
  fileName = 'signature.png',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'image/png' }), fileName);
  return fetchSigning(`${path}`, { method: 'POST', headers, body: form });
}

async function bodyOf(response: Response): Promise<{ message: string; errors?: Record<string, string[]> }> {
  return (await response.json()) as { message: string; errors?: Record<string, string[]> };
}

/** Saves `body` as `user`'s signature (or initials) and expects it refused with a 422; answers the refusal. */
async function refusedSave(
  body: object,
  user = newUser(),
  kind: 'signature' | 'initials' = 'signature',
): Promise<{ message: string; errors?: Record<string, string[]> }> {
  const response = await postJson(`/signature-profiles/${kind}`, body, asUser(user));
  expect(response.status).toBe(422);
  return bodyOf(response);
}

async function preview(path: string, headers: Record<string, string> = {}): Promise<Buffer> {
  const response = await fetchSigning(`${path}`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return Buffer.from(await response.arrayBuffer());
}

/** Pixels that carry ink (not transparent, not white). */
async function inkOf(png: Buffer): Promise<number> {
  const image = await Jimp.read(png);
  let ink = 0;
  image.scan((x, y, index) => {
    const [r, g, b, a] = image.bitmap.data.subarray(index, index + 4);
    if (a > 128 && r + g + b < 600) ink += 1;
  });
  return ink;
}

/** A 24-bit Windows bitmap of one colour, written by hand (quick even at 5 MB). */
function bmpImage(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + rowBytes * height, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(rowBytes * height, 34);
  const pixels = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set([0x80, 0x30, 0x20], y * rowBytes + x * 3);
  }
  return Buffer.concat([header, pixels]);
}

describe('signed-in signature profiles', () => {
  it('renders a typed signature as a PNG in the default font and previews it raw and framed', async () => {
    const user = newUser();
    const response = await postJson(
      '/signature-profiles/signature',
      { type: 'text', text: 'Ana Souza' },
      asUser(user),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: 'signature', source: 'typed' });

    const raw = await preview('/signature-profiles/signature/preview?mode=raw', asUser(user));
    expect(raw.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(await inkOf(raw)).toBeGreaterThan(100);
    const framed = await preview('/signature-profiles/signature/preview?mode=framed', asUser(user));
    const frame = await Jimp.read(framed);
    expect([frame.width, frame.height]).toEqual([600, 240]);
    expect(framed.equals(raw)).toBe(false);

    const defaultFont = await postJson(
      '/signature-profiles/signature',
      { type: 'text', text: 'Ana Souza', font: FONTS[0] },
      asUser(user),
    );
    expect(defaultFont.status).toBe(200);
    expect((await preview('/signature-profiles/signature/preview?mode=raw', asUser(user))).equals(raw)).toBe(
      true,
    );
  });

  it('draws typed text with each of the six handwriting fonts', async () => {
    const user = newUser();
    const images = new Set<string>();
    for (const font of FONTS) {
      expect(
        (await postJson('/signature-profiles/signature', { text: 'Bruno Lima', font }, asUser(user))).status,
      ).toBe(200);
      images.add(
        (await preview('/signature-profiles/signature/preview?mode=raw', asUser(user))).toString('base64'),
      );
    }
    expect(images.size).toBe(6);
  });

  it('refuses a font that is not one of the six', async () => {
    expect(await refusedSave({ text: 'Bruno', font: 'comic-sans' })).toMatchObject({
      message: 'The given data was invalid.',
      errors: { font: ['The selected font is invalid.'] },
    });
  });

  it('accepts a typed signature of 30 characters and refuses 31', async () => {
    const user = newUser();
    expect(
      (await postJson('/signature-profiles/signature', { text: 'a'.repeat(30) }, asUser(user))).status,
    ).toBe(200);
    expect((await refusedSave({ text: 'a'.repeat(31) }, user)).errors).toEqual({
      text: ['The text may not be greater than 30 characters.'],
    });
  });

  it('accepts initials of 5 characters and refuses 6', async () => {
    const user = newUser();
    expect((await postJson('/signature-profiles/initials', { text: 'ABCDE' }, asUser(user))).status).toBe(
      200,
    );
    expect((await refusedSave({ text: 'ABCDEF' }, user, 'initials')).errors).toEqual({
      text: ['The text may not be greater than 5 characters.'],
    });
  });

  it('refuses an unknown creator tab and text that is not a string', async () => {
    const user = newUser();
    expect((await refusedSave({ type: 'paint', text: 'Ana' }, user)).errors).toEqual({
      type: ['The selected type is invalid.'],
    });
    expect((await refusedSave({ text: 12345 }, user)).errors).toEqual({
      text: ['The text must be a string.'],
    });
  });

  it('requires the text of a typed signature', async () => {
    expect((await refusedSave({ type: 'text', text: '   ' })).errors).toEqual({
      text: ['The text field is required.'],
    });
  });

  it("defaults initials to the first letters of the user's name, or a one-word name's first two letters", async () => {
    const expected = async (text: string) => {
      const user = newUser();
      await postJson('/signature-profiles/initials', { text }, asUser(user));
      return preview('/signature-profiles/initials/preview?mode=raw', asUser(user));
    };
    const several = newUser('ana maria souza');
    expect((await postJson('/signature-profiles/initials', { type: 'text' }, asUser(several))).status).toBe(
      200,
    );
    expect(
      (await preview('/signature-profiles/initials/preview?mode=raw', asUser(several))).equals(
        await expected('AMS'),
      ),
    ).toBe(true);

    const single = newUser('helena');
    expect((await postJson('/signature-profiles/initials', {}, asUser(single))).status).toBe(200);
    expect(
      (await preview('/signature-profiles/initials/preview?mode=raw', asUser(single))).equals(
        await expected('HE'),
      ),
    ).toBe(true);
  });

  it('keeps a drawn PNG and refuses a drawing that is not a PNG', async () => {
    const user = newUser();
    const drawn = halfTransparentPng(300, 150, [10, 10, 90]);
    const response = await postFile('/signature-profiles/signature', drawn, { type: 'draw' }, asUser(user));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ source: 'drawn' });
    const kept = await Jimp.read(
      await preview('/signature-profiles/signature/preview?mode=raw', asUser(user)),
    );
    expect([kept.width, kept.height]).toEqual([300, 150]);

    const jpeg = await renderJpeg(await makeTestPdf());
    const refused = await postFile('/signature-profiles/signature', jpeg, { type: 'draw' }, asUser(user));
    expect(refused.status).toBe(422);
    expect((await bodyOf(refused)).errors).toEqual({ file: ['The drawn signature must be a PNG image.'] });
  });

  it('converts an uploaded png, jpeg or bmp to PNG', async () => {
    const user = newUser();
    const uploads: Array<[string, Uint8Array]> = [
      ['png', halfTransparentPng(80, 40, [0, 0, 0])],
      ['jpeg', await renderJpeg(await makeTestPdf())],
      ['bmp', bmpImage(120, 60)],
    ];
    for (const [type, bytes] of uploads) {
      // The declared name and type say PNG every time: only the content decides.
      const response = await postFile('/signature-profiles/initials', bytes, {}, asUser(user), 'upload.png');
      expect([type, response.status]).toEqual([type, 200]);
      expect(await response.json()).toMatchObject({ source: 'uploaded' });
      const raw = await preview('/signature-profiles/initials/preview?mode=raw', asUser(user));
      expect(raw.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    }
  });

  it('refuses an upload that is not a png, jpeg or bmp by its content, whatever its name', async () => {
    const user = newUser();
    const gif = Buffer.from(
      '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
      'hex',
    );
    const fake = Buffer.concat([PNG_SIGNATURE, Buffer.from('not really a picture')]);
    for (const bytes of [gif, Buffer.from('%PDF-1.7 pretending'), fake]) {
      const response = await postFile(
        '/signature-profiles/signature',
        bytes,
        { type: 'image' },
        asUser(user),
        'photo.png',
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        message: 'The given data was invalid.',
        errors: { file: ['The file must be a file of type: png, jpeg, bmp.'] },
      });
    }
    expect(
      (await fetchSigning(`/signature-profiles/signature/preview`, { headers: asUser(user) })).status,
    ).toBe(404);
  });

  it('accepts an image of almost 5 MB and refuses one over 5 MB', async () => {
    const user = newUser();
    // 1200 × 1450 × 3 bytes + headers: just under 5 MiB as a 24-bit BMP.
    const large = bmpImage(1200, 1450);
    expect(large.length).toBeLessThan(5 * 1024 * 1024);
    expect(large.length).toBeGreaterThan(4.9 * 1024 * 1024);
    expect((await postFile('/signature-profiles/signature', large, {}, asUser(user))).status).toBe(200);

    const tooLarge = Buffer.concat([large, Buffer.alloc(5 * 1024 * 1024 + 1 - large.length)]);
    const response = await postFile('/signature-profiles/signature', tooLarge, {}, asUser(user));
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).errors).toEqual({
      file: ['The file may not be greater than 5120 kilobytes.'],
    });
  });

  it('takes a drawn or uploaded picture as base64 in JSON, under the same rules', async () => {
    const user = newUser();
    const drawn = halfTransparentPng(200, 100, [10, 10, 90]);
    const dataUrl = `data:image/png;base64,${Buffer.from(drawn).toString('base64')}`;
    const response = await postJson(
      '/signature-profiles/signature',
      { type: 'draw', image: dataUrl },
      asUser(user),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ source: 'drawn' });
    const jpeg = Buffer.from(await renderJpeg(await makeTestPdf())).toString('base64');
    const uploaded = await postJson('/signature-profiles/initials', { image: jpeg }, asUser(user));
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toMatchObject({ source: 'uploaded' });

    const notImage = await refusedSave({ image: Buffer.from('hello').toString('base64') }, user);
    expect(notImage.errors).toEqual({
      image: ['The image must be a file of type: png, jpeg, bmp.'],
    });
    const tooLarge = Buffer.concat([bmpImage(10, 10), Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    expect((await refusedSave({ image: tooLarge }, user)).errors).toEqual({
      image: ['The image may not be greater than 5120 kilobytes.'],
    });
  });

  it('requires a file for a drawn or uploaded signature', async () => {
    expect((await refusedSave({ type: 'image' })).errors).toEqual({ file: ['The file field is required.'] });
  });

  it('answers 404 before anything is saved, for an unknown kind, and 422 for an unknown mode or language', async () => {
    const user = newUser();
    expect(
      (await fetchSigning(`/signature-profiles/initials/preview`, { headers: asUser(user) })).status,
    ).toBe(404);
    const unknownKind = await postJson('/signature-profiles/stamp', { text: 'x' }, asUser(user));
    expect(unknownKind.status).toBe(404);
    expect(await unknownKind.json()).toMatchObject({ message: 'Not found.' });
    await postJson('/signature-profiles/initials', { text: 'AB' }, asUser(user));
    const badMode = await fetchSigning(`/signature-profiles/initials/preview?mode=huge`, {
      headers: asUser(user),
    });
    expect(badMode.status).toBe(422);
    expect((await bodyOf(badMode)).errors).toEqual({ mode: ['The selected mode is invalid.'] });
    const badLang = await fetchSigning(`/signature-profiles/initials/preview?lang=de`, {
      headers: asUser(user),
    });
    expect(badLang.status).toBe(422);
    expect((await bodyOf(badLang)).errors).toEqual({ lang: ['The selected lang is invalid.'] });
  });

  it('needs a signed-in caller and shows each user only their own images', async () => {
    expect((await postJson('/signature-profiles/signature', { text: 'Nobody' })).status).toBe(401);
    const owner = newUser();
    const other = newUser();
    await postJson('/signature-profiles/signature', { text: 'Owner' }, asUser(owner));
    expect(
      (await fetchSigning(`/signature-profiles/signature/preview`, { headers: asUser(other) })).status,
    ).toBe(404);
    const before = await preview('/signature-profiles/signature/preview?mode=raw', asUser(owner));
    await postJson('/signature-profiles/signature', { text: 'Other' }, asUser(other));
    expect(
      (await preview('/signature-profiles/signature/preview?mode=raw', asUser(owner))).equals(before),
    ).toBe(true);
  });
});

describe('recipient signature profiles by action token', () => {
  it("keeps the recipient's image where the envelopes service reads it, and previews it", async () => {
    const { token, recipientId } = newToken();
    const response = await postJson(`/p/signature-profiles/${token}/signature`, {
      text: 'Helena Prado',
      font: 'allura',
    });
    expect(response.status).toBe(200);
    const kept = await readBlob(blobs, blobKeys.recipientSignature(recipientId, 'signature'));
    const raw = await preview(`/p/signature-profiles/${token}/signature/preview?mode=raw`);
    expect(kept.equals(raw)).toBe(true);
    const framed = await Jimp.read(await preview(`/p/signature-profiles/${token}/signature/preview?lang=en`));
    expect([framed.width, framed.height]).toEqual([600, 240]);
  });

  it("defaults a recipient's initials to their name's first letters", async () => {
    const { token, recipientId } = newToken({ name: 'Helena Prado' });
    expect((await postJson(`/p/signature-profiles/${token}/initials`, {})).status).toBe(200);
    const { token: other } = newToken();
    await postJson(`/p/signature-profiles/${other}/initials`, { text: 'HP' });
    const stat = await blobs.stat(`signature-profiles/recipients/${recipientId}/initials.png`);
    expect(stat.size).toBeGreaterThan(0);
    expect(
      (await preview(`/p/signature-profiles/${token}/initials/preview?mode=raw`)).equals(
        await preview(`/p/signature-profiles/${other}/initials/preview?mode=raw`),
      ),
    ).toBe(true);
  });

  it("answers 400 'invalid token' for a token the envelopes service does not know", async () => {
    const post = await postJson('/p/signature-profiles/no-such-token/signature', { text: 'Someone' });
    expect(post.status).toBe(400);
    expect(await post.json()).toMatchObject({ message: 'Invalid token.' });
    const get = await fetchSigning(`/p/signature-profiles/no-such-token/signature/preview`);
    expect(get.status).toBe(400);
  });

  it('refuses with 403 a recipient who may no longer act, storing nothing', async () => {
    const { token, recipientId } = newToken({ canAct: false });
    const response = await postJson(`/p/signature-profiles/${token}/signature`, { text: 'Too late' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: 'This recipient can no longer act on the envelope.',
    });
    expect(await blobs.exists(`signature-profiles/recipients/${recipientId}/signature.png`)).toBe(false);
    expect((await fetchSigning(`/p/signature-profiles/${token}/signature/preview`)).status).toBe(403);
  });

  it('applies the same rules to a recipient: text length and file type', async () => {
    const { token } = newToken();
    const long = await postJson(`/p/signature-profiles/${token}/initials`, { text: 'ABCDEF' });
    expect(long.status).toBe(422);
    const notImage = await postFile(`/p/signature-profiles/${token}/signature`, Buffer.from('hello'));
    expect(notImage.status).toBe(422);
    expect((await bodyOf(notImage)).errors).toEqual({
      file: ['The file must be a file of type: png, jpeg, bmp.'],
    });
  });
});
