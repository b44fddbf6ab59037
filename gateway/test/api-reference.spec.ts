import { readFile } from 'node:fs/promises';
import { testEnv, uniqueName } from '@rubrica/testing';
import { startGateway, type RunningGateway } from '../src/start-gateway.js';
import { deleteKeys } from './support/redis-keys.js';

const { redisUrl } = testEnv();
const keyPrefix = `${uniqueName('gw_reference')}:`;
const COMMITTED = new URL('../../openapi/openapi.json', import.meta.url);
const SDK_README = new URL('../../sdk/README.md', import.meta.url);

let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startGateway({
    PORT: 0,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: keyPrefix,
  });
});

afterAll(async () => {
  await gateway?.close();
  await deleteKeys(redisUrl, keyPrefix);
});

describe('the API reference', () => {
  it('serves the committed OpenAPI document without a session, under the API policy', async () => {
    const response = await fetch(`${gateway.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const body = await response.text();
    expect(body).toBe(await readFile(COMMITTED, 'utf8'));
    const document = JSON.parse(body) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/envelopes/{id}/send']).toBeDefined();
  });

  it('serves the SDK README as text the browser shows, under the API policy', async () => {
    const response = await fetch(`${gateway.url}/api/sdk/README.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(await response.text()).toBe(await readFile(SDK_README, 'utf8'));
  });

  it('serves the reference page with no inline script, under a policy allowing only its own files', async () => {
    const response = await fetch(`${gateway.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    const page = await response.text();
    const scripts = [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, inline] of scripts) {
      expect(tag).toMatch(/ src="\/api\/docs\/[^"]+"/);
      expect(inline).toBe('');
    }
  });

  it.each([
    ['/api/docs/swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
    ['/api/docs/start.js', 'text/javascript; charset=utf-8'],
    ['/api/docs/swagger-ui.css', 'text/css; charset=utf-8'],
  ])('serves %s from this origin', async (path, type) => {
    const response = await fetch(`${gateway.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it.each([
    ['GET', '/api/docs/package.json'],
    ['GET', '/api/docs/index.html'],
    ['POST', '/api/openapi.json'],
  ])('answers %s %s like any unknown API path', async (method, path) => {
    const response = await fetch(`${gateway.url}${path}`, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Not found.' });
  });
});
