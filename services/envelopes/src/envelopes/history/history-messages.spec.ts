import { MESSAGE_LOCALES, type MessageLocale } from '@rubrica/errors';
import type { EventActor } from './event-actor.js';
import { ACTOR_WORDS, HISTORY_MESSAGES, HISTORY_WORDS } from './history-messages.js';
import { renderHistoryActor, renderHistoryMessage, renderHistoryText } from './render-history-entry.js';

const placeholders = (text: string) => [...text.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]).sort();

describe('the history catalogue', () => {
  it('words every sentence in pt-BR, en and es, with the same placeholders', () => {
    for (const [code, text] of Object.entries(HISTORY_MESSAGES)) {
      for (const locale of MESSAGE_LOCALES) {
        const words = (text as Record<string, string>)[locale];
        expect({ code, locale, present: Boolean(words?.trim()) }).toEqual({ code, locale, present: true });
        expect({ code, locale, placeholders: placeholders(words!) }).toEqual({
          code,
          locale,
          placeholders: placeholders(text.en),
        });
      }
    }
  });

  it('leaves no sentence or word in English in pt-BR and es', () => {
    const sameEverywhere = new Set(['QR code', '{name} (via API)']);
    const catalogues = [
      ...Object.entries(HISTORY_MESSAGES),
      ...Object.entries(ACTOR_WORDS),
      ...Object.values(HISTORY_WORDS).flatMap((group) => Object.entries(group)),
    ] as Array<[string, Record<string, string>]>;
    for (const [key, text] of catalogues) {
      for (const locale of ['pt-BR', 'es']) {
        if (sameEverywhere.has(text[locale]!)) continue;
        expect({ key, locale, text: text[locale] }).not.toEqual({ key, locale, text: text.en });
      }
    }
  });

  it('words the vocabulary a sentence names in the sentence’s language', () => {
    const added = { code: 'recipient.added', params: { name: 'Maria Oliveira', role: 'signer' } } as const;
    expect(renderHistoryText(added, 'pt-BR')).toBe('Maria Oliveira adicionado(a) como assinante');
    expect(renderHistoryText(added, 'es')).toBe('Maria Oliveira añadido(a) como firmante');
    expect(renderHistoryText(added, 'en')).toBe('Maria Oliveira added as signer');
    expect(
      renderHistoryText(
        {
          code: 'recipient.signature_abandoned',
          params: { name: 'Ana', failure: 'signing.preparation_expired' },
        },
        'es',
      ),
    ).toBe('La firma preparada de Ana fue descartada: La firma preparada caducó; firme de nuevo.');
  });

  it('words an old entry by its type when its sentence names nothing, and keeps its text otherwise', () => {
    const old = { messageCode: null, messageParams: null, actor: null, data: {} };
    expect(
      renderHistoryMessage({ ...old, type: 'envelope.completed', message: 'Envelope completed' }, 'pt-BR'),
    ).toBe('Envelope concluído');
    expect(
      renderHistoryMessage({ ...old, type: 'recipient.notified', message: 'Ana notified' }, 'pt-BR'),
    ).toBe('Ana notified');
  });
});

describe('who did it', () => {
  const people = {
    sender: { userId: 'u-sender', name: 'João Pereira' },
    recipientNames: new Map([['r-maria', 'Maria Oliveira']]),
  };

  it('names the sender, a recipient, an API client or Rubrica itself apart from the subject', () => {
    const shown: Array<[EventActor, MessageLocale, string]> = [
      [{ type: 'user', id: 'u-sender' }, 'pt-BR', 'João Pereira'],
      [{ type: 'recipient', id: 'r-maria', name: 'Maria Oliveira' }, 'es', 'Maria Oliveira'],
      [{ type: 'api_client', id: 'c-1', user_id: 'u-sender' }, 'es', 'João Pereira (vía API)'],
      [{ type: 'system' }, 'pt-BR', 'Rubrica (automático)'],
      [{ type: 'user', id: 'u-other' }, 'en', 'a user of the organization'],
    ];
    for (const [actor, locale, name] of shown)
      expect(renderHistoryActor({ actor, data: {} }, people, locale)).toEqual({ type: actor.type, name });
  });

  it('does not name the subject of an old entry as its actor', () => {
    // "Maria Oliveira added as signer." was the sender's doing: the recipient it names is no actor.
    expect(
      renderHistoryActor({ actor: null, data: { recipient_id: 'r-maria' } }, people, 'pt-BR'),
    ).toBeNull();
    // A recipient's own recorded action still names them.
    expect(
      renderHistoryActor(
        { actor: null, data: { recipient_id: 'r-maria', action: 'signed' } },
        people,
        'pt-BR',
      ),
    ).toEqual({ type: 'recipient', name: 'Maria Oliveira' });
  });
});
