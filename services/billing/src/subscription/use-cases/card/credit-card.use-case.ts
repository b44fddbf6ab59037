import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { billingError } from '../../../billing-domain.error.js';
import { PaymentProviderCalls } from '../../../payments/payment-provider-calls.js';
import type { CreditCardAnswer } from '../../subscription.schemas.js';
import { subscriptionStore } from '../../subscription.store.js';

/**
 * §4 "Card expiry": 0 or 1 month left is "expiring soon" (warning); a past month is "expired"
 * (danger). A card is valid through the last day of its expiry month.
 */
export function cardExpiry(month: number, year: number, now = new Date()): CreditCardAnswer['expiry'] {
  const left = year * 12 + (month - 1) - (now.getUTCFullYear() * 12 + now.getUTCMonth());
  if (left < 0) return 'expired';
  return left <= 1 ? 'expiring_soon' : 'valid';
}

/**
 * `GET`, `PUT` and `DELETE /subscription/credit-card-data`: the card the provider keeps for
 * renewals. A new card arrives as the provider's token (the page tokenized it with the provider).
 */
@Injectable()
export class CreditCardUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProviderCalls,
  ) {}

  async get(caller: OrganizationCaller): Promise<CreditCardAnswer> {
    const card = (await subscriptionStore.find(this.dataSource.manager, caller.organizationId))?.card;
    if (!card) throw billingError('card.not_found');
    return answerOf(card);
  }

  /** §2 "change card": only a subscription that is not cancelled keeps a card (§4 "The card card is shown unless cancelled"). */
  async replace(caller: OrganizationCaller, token: string): Promise<CreditCardAnswer> {
    const subscription = await subscriptionStore.find(this.dataSource.manager, caller.organizationId);
    if (!subscription || subscription.state === 'cancelled') throw billingError('subscription.not_active');
    const saved = await this.provider.ask('a card', (provider) =>
      provider.saveCard({
        token,
        customerId: subscription.providerCustomerId,
        ...(subscription.customer ? { customer: subscription.customer } : {}),
      }),
    );
    await subscriptionStore.replaceCard(
      this.dataSource.manager,
      caller.organizationId,
      saved.card,
      saved.customerId,
    );
    return answerOf(saved.card);
  }

  /** Forgets the card: the next renewal is paid on the provider's page (or by boleto). */
  async forget(caller: OrganizationCaller): Promise<void> {
    if (!(await subscriptionStore.forgetCard(this.dataSource.manager, caller.organizationId)))
      throw billingError('card.not_found');
  }
}

const answerOf = (card: { brand: string; last4: string; expMonth: number; expYear: number }) => ({
  cardBrand: card.brand,
  cardLast4Digits: card.last4,
  cardExpiration: { month: card.expMonth, year: card.expYear },
  expiry: cardExpiry(card.expMonth, card.expYear),
});
