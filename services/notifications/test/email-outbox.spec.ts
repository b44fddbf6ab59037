import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { startEmailTestWorker, type EmailTestWorker } from './email-test-worker.js';

let outbox: string;
let mail: EmailTestWorker;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'rubrica-mail-'));
  // No SMTP_URL: the developer-machine set-up.
  mail = await startEmailTestWorker('email_outbox', { MAIL_OUTBOX_DIR: join(outbox, 'mail') });
});

afterAll(async () => {
  await mail?.close();
  await rm(outbox, { recursive: true, force: true });
});

describe('send-email without SMTP_URL', () => {
  it('writes the message as an .eml file and logs the recipient, subject and link', async () => {
    const link = 'http://localhost:8080/oidc/verify-email?token=outbox123';
    await mail.send(
      { to: 'new.user@example.test', template: 'verify-email', locale: 'en', params: { name: 'Ana', link } },
      'verify.outbox',
    );
    expect(await mail.settled('verify.outbox')).toBe('completed');

    const files = await readdir(join(outbox, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{6}Z-verify\.outbox\.eml$/);
    const file = join(outbox, 'mail', files[0] ?? '');
    const parsed = await PostalMime.parse(await readFile(file));
    expect(parsed.subject).toBe('Confirm your e-mail address on Rubrica');
    expect(parsed.to?.map((address) => ('address' in address ? address.address : ''))).toEqual([
      'new.user@example.test',
    ]);
    expect(parsed.from).toMatchObject({ name: 'Rubrica', address: 'no-reply@rubrica.local' });
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);

    const line = mail.logs.log.find((logged) => logged.includes('new.user@example.test'));
    expect(line).toBe(
      `e-mail to new.user@example.test "Confirm your e-mail address on Rubrica" written to ${file}; links: ${link}`,
    );
  });
});
