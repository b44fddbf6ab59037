import type { NestExpressApplication } from '@nestjs/platform-express';
import { createTestDatabase, resolveTestServices, type TestDatabase } from '@rubrica/testing';
import { bootstrapHttpService, httpServiceUrl } from '../src/index.js';
import { KitTestModule } from './kit-test.module.js';

const NOT_ALLOWED = ['The value contains characters that are not allowed.'];

let database: TestDatabase;
let app: NestExpressApplication;
let url: string;

beforeAll(async () => {
  const env = await resolveTestServices();
  database = await createTestDatabase('service_kit_text');
  app = await bootstrapHttpService({
    name: 'kit-test',
    config: { PORT: 0, LOG_LEVEL: 'silent' },
    module: KitTestModule.forRoot({
      databaseUrl: database.url,
      natsUrl: env.natsUrl,
      redisUrl: env.redisUrl,
    }),
    telemetry: false,
    handleSignals: false,
  });
  url = httpServiceUrl(app);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Posts `json` as it is written (escapes included) to the echo route. */
async function post(json: string, query = ''): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/echo${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: json,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('text a store cannot keep', () => {
  it.each([
    ['a NUL byte', '{"name":"Ana\\u0000"}', { name: NOT_ALLOWED }],
    ['a lone high surrogate', '{"name":"Ana\\ud800"}', { name: NOT_ALLOWED }],
    ['a lone low surrogate', '{"name":"\\udc00Ana"}', { name: NOT_ALLOWED }],
    [
      'a NUL deep in an array',
      '{"recipients":[{"name":"ok"},{"name":"x\\u0000"}]}',
      { 'recipients.1.name': NOT_ALLOWED },
    ],
    ['a NUL in a key', '{"meta":{"a\\u0000b":1}}', { 'meta.a\uFFFDb': NOT_ALLOWED }],
    ['a lone surrogate in a top-level array', '["ok","\\ud83d"]', { '1': NOT_ALLOWED }],
  ])('refuses %s in a JSON body with 422 naming the field', async (_, json, errors) => {
    const answer = await post(json);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: 'The given data was invalid.', errors });
  });

  it.each([
    ['a NUL byte', '?search=ana%00', { search: NOT_ALLOWED }],
    ['an encoded lone surrogate', '?page=1&search=%ED%A0%80', { search: NOT_ALLOWED }],
    ['bytes that are not UTF-8', '?filter%5Bname%5D=%C3', { 'filter[name]': NOT_ALLOWED }],
  ])('refuses %s in the query string with 422 naming the parameter', async (_, query, errors) => {
    const answer = await post('{}', query);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors });
  });

  it('lets paired surrogates (emoji), accents and other control-free text through', async () => {
    const answer = await post(
      '{"name":"Zoë \\ud83d\\ude00 😀","tags":["São Paulo"]}',
      '?q=%F0%9F%98%80&x=a+b&discount=100%',
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      body: { name: 'Zoë 😀 😀', tags: ['São Paulo'] },
      query: { q: '😀', x: 'a b', discount: '100%' },
    });
  });
});
