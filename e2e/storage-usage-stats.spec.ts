// The organization's used storage in its stats: identity asks storage (`storage.usage.v1`) over
// NATS, through the whole stack behind the gateway; another organization's files never count.
import type { BrowserClient } from './support/browser-client.js';
import { multiPagePdf } from './support/envelope-files.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { fileForm } from './support/png-image.js';

const stamp = Date.now();
let stack: EnvelopeStack;
let owner: BrowserClient;
let stranger: BrowserClient;

const organizationOf = async (name: string) =>
  (
    await signedInWithOrganization(
      stack,
      {
        name: `${name} Arquivo`,
        email: `${name.toLowerCase()}.${stamp}@usage.example`,
        password: `Arquivo-${name}-2026`,
      },
      `Arquivos ${name}`,
    )
  ).browser;

beforeAll(async () => {
  stack = await startEnvelopeStack('storage_usage_stats');
  owner = await organizationOf('Sara');
  stranger = await organizationOf('Tulio');
});

afterAll(async () => {
  await stack?.stop();
});

const upload = async (client: BrowserClient, bytes: Buffer, name: string, parent?: string) => {
  const form = fileForm('file', bytes, 'application/pdf', name);
  if (parent) form.append('parent', parent);
  const answer = await client.api('POST', '/items/upload', { form });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; size: number };
};

const storageOf = async (client: BrowserClient) => {
  const stats = await client.api('GET', `/organizations/${client.organization}/stats`);
  expect(stats.status).toBe(200);
  return stats.body.storage as number;
};

it('shows the bytes of the organization’s files, in folders too, and drops a deleted one', async () => {
  expect(await storageOf(owner)).toBe(0);

  const first = await multiPagePdf('Primeiro', 1);
  const second = await multiPagePdf('Segundo', 3);
  const folder = await owner.api('POST', '/items', { json: { name: 'Contratos' } });
  expect(folder.status).toBe(201);
  await upload(owner, first, 'primeiro.pdf');
  const inFolder = await upload(owner, second, 'segundo.pdf', folder.body.id);
  await upload(stranger, second, 'alheio.pdf');

  expect(await storageOf(owner)).toBe(first.length + second.length);
  expect(await storageOf(stranger)).toBe(second.length);

  expect((await owner.api('DELETE', `/items/${inFolder.id}`)).status).toBe(204);
  expect(await storageOf(owner)).toBe(first.length);
});
