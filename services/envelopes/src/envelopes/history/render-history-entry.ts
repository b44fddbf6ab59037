import { errorMessageOf, fillTemplate, type LocalizedText, type MessageLocale } from '@rubrica/errors';
import type { EventActor } from './event-actor.js';
import { ACTOR_WORDS, HISTORY_MESSAGES, HISTORY_WORDS } from './history-messages.js';
import type { HistoryText } from './history-text.js';

const messages: Readonly<Record<string, LocalizedText>> = HISTORY_MESSAGES;
const words: Readonly<Record<string, Readonly<Record<string, LocalizedText>>>> = HISTORY_WORDS;

/** The sentence of `text` in `locale`, its vocabulary params worded in the same language. */
export function renderHistoryText(text: HistoryText, locale: MessageLocale): string {
  const template = messages[text.code]?.[locale];
  if (!template) return text.code;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(text.params ?? {})) {
    if (key === 'failure') params[key] = errorMessageOf(value, locale) ?? '';
    else params[key] = words[key]?.[value]?.[locale] ?? value;
  }
  return fillTemplate(template, params).trim();
}

/** A stored entry, as the renderings read it. */
export interface StoredHistoryEntry {
  type: string;
  message: string;
  messageCode: string | null;
  messageParams: Record<string, string> | null;
  actor: EventActor | null;
  data: Record<string, unknown>;
}

/**
 * The entry's sentence in `locale`. Entries written before sentences were stored by code keep
 * their recorded text, unless their type's sentence names nothing (then it is worded by type).
 */
export function renderHistoryMessage(entry: StoredHistoryEntry, locale: MessageLocale): string {
  if (entry.messageCode && entry.messageCode in messages)
    return renderHistoryText(
      { code: entry.messageCode as HistoryText['code'], params: entry.messageParams ?? {} },
      locale,
    );
  const byType = messages[entry.type];
  if (byType && !/\{[a-z_]+\}/.test(byType.en)) return byType[locale];
  return entry.message;
}

export interface HistoryPeople {
  /** The envelope's sender, who the user actors usually are. */
  sender: { userId: string; name: string };
  /** Recipients' names by id, for entries written before actors were stored. */
  recipientNames: ReadonlyMap<string, string>;
}

export interface RenderedActor {
  type: EventActor['type'];
  name: string;
}

/**
 * Who did it, in `locale`. Entries written before actors were stored name only what they can
 * prove: the recipient whose own action it records, or the user it records; nothing otherwise.
 */
export function renderHistoryActor(
  entry: Pick<StoredHistoryEntry, 'actor' | 'data'>,
  people: HistoryPeople,
  locale: MessageLocale,
): RenderedActor | null {
  const actor = entry.actor ?? legacyActor(entry.data, people);
  if (!actor) return null;
  switch (actor.type) {
    case 'system':
      return { type: 'system', name: ACTOR_WORDS.system[locale] };
    case 'recipient':
      return { type: 'recipient', name: actor.name };
    case 'user':
      return { type: 'user', name: userName(actor.id, people, locale) };
    case 'api_client':
      return {
        type: 'api_client',
        name: fillTemplate(ACTOR_WORDS.apiClient[locale], { name: userName(actor.user_id, people, locale) }),
      };
  }
}

function userName(userId: string, people: HistoryPeople, locale: MessageLocale): string {
  return userId === people.sender.userId && people.sender.name
    ? people.sender.name
    : ACTOR_WORDS.organizationUser[locale];
}

function legacyActor(data: Record<string, unknown>, people: HistoryPeople): EventActor | null {
  const recipientId = typeof data.recipient_id === 'string' ? data.recipient_id : undefined;
  if (recipientId && typeof data.action === 'string') {
    const name = people.recipientNames.get(recipientId);
    return name ? { type: 'recipient', id: recipientId, name } : null;
  }
  if (typeof data.user_id === 'string') return { type: 'user', id: data.user_id };
  return null;
}
