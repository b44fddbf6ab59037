import type { SubscriptionSubscribeApiArg } from '../api/subscribe-api.js';
import { digitsOf } from './subscribe-masks.js';
import type { AddressValues, CustomerValues } from './subscribe-rules.js';

/** Organization spec §9: payment_method 12 is the card. */
export const CARD_PAYMENT_METHOD = 12;

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * The subscribe request (organization spec §3): the plan, the card as the provider's token (never
 * its number) or a boleto, and the customer with the document, CEP and phone as digits (§5 "Phone sent": the
 * server puts +55 before the digits). `callbackPath` is where a hosted checkout comes back to.
 */
export const subscribeBody = (input: {
  plan: string;
  customer: CustomerValues;
  address: AddressValues;
  /** The provider's card token; null pays by boleto (Brazilian edition). */
  cardToken: string | null;
  documentRequired: boolean;
  callbackPath: string;
}): SubscriptionSubscribeApiArg['body'] => {
  const { customer, address } = input;
  const document = digitsOf(customer.document);
  const cellphone = digitsOf(customer.phone);
  return {
    plan: input.plan,
    ...(input.cardToken === null
      ? { payment_method: 'boleto' as const }
      : { payment_method: CARD_PAYMENT_METHOD, card: { token: input.cardToken } }),
    callback_path: input.callbackPath,
    customer: {
      name: customer.name.trim(),
      email: customer.email.trim(),
      ...(input.documentRequired && document ? { document } : {}),
      ...(cellphone ? { cellphone } : {}),
      zip_code: digitsOf(address.cep),
      address: address.street.trim(),
      number: address.number.trim(),
      ...(optional(address.complement) ? { complement: address.complement.trim() } : {}),
      neighborhood: address.neighborhood.trim(),
      city: address.city.trim(),
      state: address.state.trim().toUpperCase(),
    },
  };
};
