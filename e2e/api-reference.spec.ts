import { mkdir, readFile } from 'node:fs/promises';
import { testEnv, uniqueName } from '@rubrica/testing';
import type { Browser } from 'playwright-core';
import { startGateway, type RunningGateway } from '../gateway/src/start-gateway.js';
import { launchChromium } from './support/chromium.js';

// The published reference renders in a real browser under the page's own policy (no inline
// script, nothing from another origin): every operation of the document appears.
const { redisUrl } = testEnv();
const reference = JSON.parse(await readFile(new URL('../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { summary?: string }>>;
};
const operations = Object.values(reference.paths).flatMap((item) => Object.values(item));

let gateway: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  gateway = await startGateway({
    PORT: 0,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: `${uniqueName('e2e_reference')}:`,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

it('renders every operation of the OpenAPI document at /api/docs, with nothing refused by its policy', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const refused: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(gateway.url) && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });

  await page.goto(`${gateway.url}/api/docs`);
  // Swagger UI keeps only the operations near the viewport in the page: scroll through it all and
  // collect each operation's summary as it shows, until the end brings nothing new.
  const rendered = page.locator('.opblock-summary-description');
  await rendered.first().waitFor();
  const seen = new Set<string>();
  for (let unchanged = 0; unchanged < 5 && seen.size < operations.length;) {
    const before = seen.size;
    for (const text of await rendered.allTextContents()) seen.add(text);
    unchanged = seen.size === before ? unchanged + 1 : 0;
    await page.mouse.wheel(0, 600);
    await rendered.last().waitFor();
  }
  expect([...seen].sort()).toEqual(operations.map((operation) => operation.summary).sort());
  expect(await page.locator('.info .title').textContent()).toContain('Rubrica API');

  // An operation opens on its schemas.
  const create = page.locator('.opblock', { hasText: 'Create an envelope' });
  for (let round = 0; round < 400 && (await create.count()) === 0; round += 1) {
    await page.mouse.wheel(0, -600);
    await rendered.first().waitFor();
  }
  await create.scrollIntoViewIfNeeded();
  await create.locator('.opblock-summary-control').click();
  await create.locator('.opblock-body').waitFor();
  const body = await create.locator('.opblock-body').textContent();
  // Its request body and its answer (the envelope it creates).
  expect(body).toContain('title');
  expect(body).toContain('hashid');

  await mkdir('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/api-reference.png' });
  expect(refused).toEqual([]);
  expect(foreign).toEqual([]);
  await page.close();
}, 240_000);
