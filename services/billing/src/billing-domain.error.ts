import { AppError, errorFactory, ErrorStatus } from '@rubrica/errors';

/**
 * Every rule plans, subscriptions, invoices, cards and payments can refuse, by dotted code. The
 * status each maps to is decided here once, exhaustively, so a new code cannot ship without one.
 */
export type BillingDomainErrorCode =
  | 'plan.not_found'
  | 'plan.not_purchasable'
  | 'subscription.not_found'
  | 'subscription.payment_in_progress'
  | 'subscription.not_active'
  | 'subscription.same_plan'
  | 'subscription.not_cancellable'
  | 'subscription.not_reactivatable'
  | 'invoice.not_found'
  | 'invoice.none_pending'
  | 'card.not_found'
  | 'card.invalid_token'
  | 'card.refused'
  | 'payment.invalid_signature'
  | 'payment.unknown_provider'
  | 'payment.provider_unavailable';

const MESSAGES: Record<BillingDomainErrorCode, string> = {
  'plan.not_found': 'Plan not found.',
  // Corporate has no price (§2 "shows a consultant button"); the free plan is reached by cancelling.
  'plan.not_purchasable': 'This plan cannot be bought online: talk to a consultant.',
  'subscription.not_found': 'Subscription not found.',
  // §4: "A pending payment blocks plan change with the message 'You already have a payment in progress'".
  'subscription.payment_in_progress': 'You already have a payment in progress',
  'subscription.not_active': 'The subscription is not active: subscribe or reactivate it first.',
  'subscription.same_plan': 'The organization is already on this plan.',
  // §4: "Cancel plan is offered when the state is not cancelled and the plan is not free".
  'subscription.not_cancellable': 'There is no paid plan to cancel.',
  // §4: "Reactivate is offered when cancelled and not free".
  'subscription.not_reactivatable': 'Only a cancelled paid plan can be reactivated.',
  'invoice.not_found': 'Invoice not found.',
  'invoice.none_pending': 'There is no pending invoice.',
  'card.not_found': 'No card is registered.',
  'card.invalid_token': 'The card token is not valid: type the card again.',
  'card.refused': 'The card was refused by the payment provider.',
  'payment.invalid_signature': 'The webhook signature is not valid.',
  'payment.unknown_provider': 'No such payment provider.',
  'payment.provider_unavailable': 'The payment provider could not be reached; try again.',
};

function statusOf(code: BillingDomainErrorCode): ErrorStatus {
  switch (code) {
    case 'plan.not_found':
    case 'subscription.not_found':
    case 'invoice.not_found':
    case 'invoice.none_pending':
    case 'card.not_found':
    case 'payment.unknown_provider':
      return ErrorStatus.NotFound;
    case 'subscription.payment_in_progress':
      return ErrorStatus.PreconditionFailed;
    case 'plan.not_purchasable':
    case 'subscription.not_active':
    case 'subscription.same_plan':
    case 'subscription.not_cancellable':
    case 'subscription.not_reactivatable':
      return ErrorStatus.Conflict;
    case 'card.invalid_token':
    case 'card.refused':
      return ErrorStatus.UnprocessableEntity;
    case 'payment.invalid_signature':
      return ErrorStatus.Unauthorized;
    case 'payment.provider_unavailable':
      return ErrorStatus.Unavailable;
  }
}

const errorOf = errorFactory(statusOf);

/** The refusal for `code`, with its status and English message (worded again by the caller's language). */
export function billingError(code: BillingDomainErrorCode): AppError {
  return errorOf(code, MESSAGES[code]);
}
