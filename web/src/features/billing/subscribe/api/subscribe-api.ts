import { billingApi } from '../../../../api/billing.js';
import { identityApi } from '../../../../api/identity.js';
import { TAGS } from '../../../../api/tags.js';
import { externalLinks } from '../../../../config/external-links.js';
import { pagarmeTokenizer, sandboxTokenizer, type CardTokenizer } from './card-tokenizer.js';

export type {
  Invoice,
  PaymentStarted,
  ProductPlans,
  SubscriptionSubscribeApiArg,
} from '../../../../api/rubrica-api.js';

/**
 * The calls of the subscribe wizard (organization spec §7), from the generated client: the plan
 * of the checkout (`GET plans/{id}/organizations/{organizationId}`), the CPF registration
 * (`PATCH /me`), signing the plan (`PUT /subscription/subscribe`, or `PUT subscriptions/{id}/change-plan`
 * with the same body for an active paid plan) and the invoices it follows.
 * The wizard words these refusals itself (§8): registering the CPF in its alert, signing by its
 * code (412 payment in progress, 409, 503) and 422 field errors under their fields.
 */
export const subscribeApi = billingApi.enhanceEndpoints({
  endpoints: {
    subscriptionSubscribe: {
      invalidatesTags: [TAGS.subscription],
      extraOptions: { handles: [409, 412, 503] },
    },
    plansProducts: { extraOptions: { handles: 'all' } },
  },
});

const registrationApi = identityApi.enhanceEndpoints({
  endpoints: { profileUpdate: { invalidatesTags: [TAGS.me], extraOptions: { handles: 'all' } } },
});

export const { usePlansProductsQuery, useSubscriptionSubscribeMutation, useSubscriptionsChangePlanMutation } =
  subscribeApi;
export const { useProfileUpdateMutation } = registrationApi;

/** The provider that tokenizes cards here: Pagar.me when its public key is configured, else the sandbox. */
export const cardTokenizer: CardTokenizer = externalLinks.pagarmePublicKey
  ? pagarmeTokenizer(externalLinks.pagarmePublicKey)
  : sandboxTokenizer();
