import { randomUUID } from 'node:crypto';
import { renderHistoryText } from '../src/envelopes/history/render-history-entry.js';
import { seedEnvelope } from './flow-support/envelope-fixtures.js';
import { call, member, useFlowApp } from './flow-support/flow-test-kit.js';
import { recipientApplied, sealingRequestOf, signThroughLink } from './flow-support/sent-envelopes.js';

const kit = useFlowApp('page_language');

interface PageEvent {
  message: string;
  actor: string;
}

/** English words of the old history sentences: none may show in a pt-BR or es page. */
const ENGLISH =
  /\b(?:added as|notified|opened the envelope|signed|Envelope (?:sent|completed|created)|sent for sealing|by)\b/;

/**
 * A sender adds a viewer through the API to a seeded envelope with one signer, sends it, the
 * signer signs through their link, and the signing service's answer asks for the seal.
 */
async function completeInLanguage(locale: string) {
  const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
    recipients: [{ name: 'Ana Souza', email: `ana-${randomUUID().slice(0, 6)}@example.com` }],
  });
  await kit.dataSource.query(`UPDATE envelopes SET metadata = $2 WHERE id = $1`, [
    envelope.id,
    JSON.stringify({ locale }),
  ]);
  const sender = member(envelope.senderUserId, envelope.organizationId);
  const viewer = `maria-${randomUUID().slice(0, 6)}@example.com`;
  const added = await call(kit.url, 'POST', `/envelopes/${envelope.id}/recipients`, {
    headers: sender,
    json: { type: 'carbon-copy', addressees: [{ via: 'email', value: viewer, name: 'Maria Oliveira' }] },
  });
  expect(added.status).toBe(201);
  expect((await call(kit.url, 'POST', `/envelopes/${envelope.id}/send`, { headers: sender })).status).toBe(
    200,
  );

  const requestId = await signThroughLink(kit, envelope, 0);
  const settled = await kit.handled(
    'rubrica.signing.recipient.applied',
    recipientApplied(envelope, 0, requestId),
  );
  expect(settled).toBe('applied');
  const sealing = await sealingRequestOf(kit, envelope);
  return { envelope, sender, page: sealing.signaturePage as { locale: string; events: PageEvent[] } };
}

describe.each([
  [
    'pt-BR',
    {
      by: 'Sofia Sender',
      system: 'Rubrica (automático)',
      added: 'Maria Oliveira adicionado(a) como visualizador',
    },
  ],
  [
    'es',
    {
      by: 'Sofia Sender',
      system: 'Rubrica (automático)',
      added: 'Maria Oliveira añadido(a) como visualizador',
    },
  ],
])('the signature page of an envelope in %s', (locale, expected) => {
  let result: Awaited<ReturnType<typeof completeInLanguage>>;

  beforeAll(async () => {
    result = await completeInLanguage(locale);
  });

  it('words every history entry in the envelope’s language, none in English', () => {
    const { page } = result;
    expect(page.locale).toBe(locale);
    expect(page.events.length).toBeGreaterThan(4);
    for (const event of page.events) {
      expect({ message: event.message, english: ENGLISH.test(event.message) }).toEqual({
        message: event.message,
        english: false,
      });
    }
    expect(page.events.map((event) => event.message)).toEqual(
      expect.arrayContaining([
        expected.added,
        renderHistoryText({ code: 'envelope.sent' }, locale as 'pt-BR' | 'es'),
        renderHistoryText(
          { code: 'recipient.signed', params: { name: 'Ana Souza' } },
          locale as 'pt-BR' | 'es',
        ),
      ]),
    );
  });

  it('names who did each step, not whom it was about', () => {
    const actorOf = (message: string) => result.page.events.find((event) => event.message === message)?.actor;
    // The sender added the viewer and, by sending, notified everyone: neither is the recipient's doing.
    expect(actorOf(expected.added)).toBe(expected.by);
    const notified = result.page.events.filter((event) => event.message.includes('Maria Oliveira notific'));
    expect(notified.length).toBeGreaterThan(0);
    for (const event of notified) expect(event.actor).toBe(expected.by);
    expect(
      actorOf(renderHistoryText({ code: 'recipient.signed', params: { name: 'Ana Souza' } }, locale as 'es')),
    ).toBe('Ana Souza');
  });

  it('shows the sender’s History tab in the reader’s language with the same actors', async () => {
    const answer = await call(kit.url, 'GET', `/envelopes/${result.envelope.id}/events?sort=created_at`, {
      headers: { ...result.sender, 'accept-language': locale },
    });
    expect(answer.status).toBe(200);
    const entries = answer.body.data as Array<{
      message: string;
      code: string;
      actor: { type: string; name: string };
    }>;
    const added = entries.find((entry) => entry.code === 'recipient.added')!;
    expect(added).toMatchObject({ message: expected.added, actor: { type: 'user', name: 'Sofia Sender' } });
    for (const entry of entries) expect(ENGLISH.test(entry.message)).toBe(false);
    // Asking for the seal followed the last signature: Rubrica did it, not the signer.
    expect(entries.find((entry) => entry.code === 'envelope.sealing_requested')?.actor).toEqual({
      type: 'system',
      name: expected.system,
    });
  });
});
