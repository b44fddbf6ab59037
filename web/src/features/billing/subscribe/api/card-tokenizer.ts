import { API_BASE_URL } from '../../../../app/base-query.js';
import type { CardValues } from '../utils/subscribe-rules.js';
import { digitsOf } from '../utils/subscribe-masks.js';

/** What the provider answers for a card: a token to charge it with, and what may be shown of it. */
export interface CardToken {
  token: string;
  brand: string;
  last4: string;
}

/** Why tokenization failed: the provider refused the card, or could not be reached. */
export class CardTokenizationError extends Error {
  constructor(readonly reason: 'card_invalid' | 'unavailable') {
    super(`card tokenization failed: ${reason}`);
  }
}

/**
 * Hands the card to the payment provider's tokenization and answers its token (organization spec
 * §3 "Subscribe request" card): the number, CVV and expiry go only to the provider, never to our
 * API, which charges the token. Plain `fetch`, not the app's API: the card must not sit in the
 * store's recorded request arguments, nor carry our session headers to a provider.
 */
export type CardTokenizer = (card: CardValues) => Promise<CardToken>;

const post = async (url: string, body: unknown): Promise<Response> => {
  try {
    return await fetch(
      new Request(url, {
        method: 'POST',
        // The provider gets the card, never our session.
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  } catch {
    throw new CardTokenizationError('unavailable');
  }
};

const refusalOf = (response: Response): CardTokenizationError =>
  new CardTokenizationError(response.status >= 400 && response.status < 500 ? 'card_invalid' : 'unavailable');

/** The card as both providers name its parts. */
const cardFields = (card: CardValues) => ({
  holder_name: card.holder.trim(),
  number: digitsOf(card.number),
  exp_month: Number(card.month),
  exp_year: Number(card.year),
  cvv: card.cvv.trim(),
});

/** The sandbox provider's tokenization, served at our own origin (`/p/billing/sandbox/tokens`). */
export const sandboxTokenizer =
  (url = `${API_BASE_URL}/p/billing/sandbox/tokens`): CardTokenizer =>
  async (card) => {
    const response = await post(url, cardFields(card));
    if (!response.ok) throw refusalOf(response);
    return (await response.json()) as CardToken;
  };

/** Pagar.me's public tokenization (API v5, `POST /tokens?appId=<public key>`). */
export const pagarmeTokenizer =
  (publicKey: string, url = 'https://api.pagar.me/core/v5/tokens'): CardTokenizer =>
  async (card) => {
    const response = await post(`${url}?appId=${encodeURIComponent(publicKey)}`, {
      type: 'card',
      card: cardFields(card),
    });
    if (!response.ok) throw refusalOf(response);
    const answer = (await response.json()) as {
      id: string;
      card?: { brand?: string; last_four_digits?: string };
    };
    return { token: answer.id, brand: answer.card?.brand ?? '', last4: answer.card?.last_four_digits ?? '' };
  };
