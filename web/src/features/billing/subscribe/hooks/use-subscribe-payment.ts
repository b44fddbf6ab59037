import { useCallback, useEffect, useRef, useState } from 'react';

import { api } from '../../../../app/api.js';
import { alertShown } from '../../../../app/alerts.slice.js';
import { errorCodeOf, errorMessageOf, fieldErrorsOf, statusOf } from '../../../../app/base-query.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { TAGS } from '../../../../api/tags.js';
import { paths } from '../../../../config/paths.js';
import { fullPageNavigation } from '../../../../lib/full-page-navigation.js';
import { CardTokenizationError, type CardTokenizer } from '../api/card-tokenizer.js';
import {
  subscribeApi,
  useSubscriptionSubscribeMutation,
  useSubscriptionsChangePlanMutation,
  type Invoice,
  type PaymentStarted,
} from '../api/subscribe-api.js';
import { subscribeBody } from '../utils/subscribe-body.js';
import type { SubscribeForm, SubscribeStep } from './use-subscribe-form.js';

/** How often, and how long, the invoice is read again while the provider's answer is awaited. */
export const OUTCOME_POLL_MS = 1000;
export const OUTCOME_WAIT_MS = 60_000;
const OUTCOME_READ_TIMEOUT_MS = 10_000;

/** What the wizard shows about the payment: a catalogue key under billingSubscribe.outcome. */
export type PaymentNotice =
  'declined' | 'expiredCard' | 'refused' | 'paymentInProgress' | 'unavailable' | 'timeout' | 'generic';

/** How the wizard pays: a tokenized card, or a boleto the bank pays later (Brazilian edition). */
export type WizardPaymentMethod = 'card' | 'boleto';

/** `paid`: the wizard hands over to the plan page (it renders the move itself). */
export type PaymentPhase = 'idle' | 'tokenizing' | 'subscribing' | 'waiting' | 'redirecting' | 'paid';

/** §8: a refused payment is worded by the provider's reason. */
const noticeOfFailure = (reason: string | null | undefined): PaymentNotice =>
  reason === 'card_declined' ? 'declined' : reason === 'expired_card' ? 'expiredCard' : 'refused';

/** The step of a server field error's key (`customer.document`, `customer.zip_code`, `card.token`). */
const FIELD_OF_SERVER_KEY: Record<string, [SubscribeStep, string]> = {
  'customer.name': ['customer', 'name'],
  'customer.email': ['customer', 'email'],
  'customer.document': ['customer', 'document'],
  'customer.cellphone': ['customer', 'phone'],
  'customer.zip_code': ['address', 'cep'],
  'customer.address': ['address', 'street'],
  'customer.number': ['address', 'number'],
  'customer.complement': ['address', 'complement'],
  'customer.neighborhood': ['address', 'neighborhood'],
  'customer.city': ['address', 'city'],
  'customer.state': ['address', 'state'],
  'card.token': ['card', 'number'],
};

/**
 * Paying in the wizard (§2, §7): the card goes to the provider's tokenization, the plan is signed
 * with the token, and the answer is followed: to the provider's page when it gives one, else the
 * invoice is read until the provider's verdict arrives; paid goes to the plan page. A boleto signs
 * the plan without a card: its line and due date are shown, and the plan starts when the bank pays
 * (the provider's webhook), so nothing is awaited here.
 */
export const useSubscribePayment = ({
  form,
  planId,
  organizationId,
  documentRequired,
  tokenize,
  activeSubscriptionId,
}: {
  form: SubscribeForm;
  planId: string;
  organizationId: string;
  documentRequired: boolean;
  tokenize: CardTokenizer;
  /** An active paid subscription changes plan (§7 "Update subscription with the subscribe body"). */
  activeSubscriptionId?: string;
}) => {
  const dispatch = useAppDispatch();
  const [subscribe] = useSubscriptionSubscribeMutation();
  const [changePlan] = useSubscriptionsChangePlanMutation();
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [notice, setNotice] = useState<{ key: PaymentNotice; detail?: string }>();
  /** The boleto issued: the plan awaits the bank, the wizard shows how to pay it. */
  const [boleto, setBoleto] = useState<Invoice>();
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const succeed = useCallback(() => {
    setPhase('paid');
    dispatch(alertShown({ kind: 'success', messageKey: 'billingSubscribe.outcome.paid' }));
    dispatch(api.util.invalidateTags([TAGS.subscription, TAGS.me]));
  }, [dispatch]);

  /** Reads the invoice until it is paid or rejected (the provider tells billing by webhook). */
  const awaitVerdict = useCallback(
    async (invoiceId: string) => {
      const until = Date.now() + OUTCOME_WAIT_MS;
      while (alive.current && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS));
        // Left the wizard meanwhile: nothing more to show here.
        if (!alive.current) return;
        // A read of its own each time, kept by no component: nothing else refetches it meanwhile;
        // one that does not answer in time counts as no news.
        const read = dispatch(
          subscribeApi.endpoints.subscriptionListInvoices.initiate(
            { 'X-Organization': organizationId, page: 1 },
            { subscribe: false, forceRefetch: true },
          ),
        );
        const page = await Promise.race([
          read.unwrap().catch(() => undefined),
          new Promise<undefined>((resolve) => setTimeout(resolve, OUTCOME_READ_TIMEOUT_MS)),
        ]);
        if (!alive.current) return;
        const invoice = page?.data.find((entry) => entry.id === invoiceId);
        if (invoice?.status === 'paid') return succeed();
        if (invoice?.status === 'rejected') {
          setPhase('idle');
          setNotice({ key: noticeOfFailure(invoice.failure_reason) });
          return;
        }
      }
      if (alive.current) {
        setPhase('idle');
        setNotice({ key: 'timeout' });
      }
    },
    [dispatch, organizationId, succeed],
  );

  const follow = useCallback(
    async (started: PaymentStarted) => {
      if (started.checkout_url) {
        setPhase('redirecting');
        fullPageNavigation.assign(started.checkout_url);
        return;
      }
      if (started.invoice.boleto) {
        setPhase('idle');
        setBoleto(started.invoice);
        dispatch(api.util.invalidateTags([TAGS.subscription]));
        return;
      }
      if (started.invoice.status === 'paid') return succeed();
      if (started.invoice.status === 'rejected') {
        setPhase('idle');
        setNotice({ key: noticeOfFailure(started.invoice.failure_reason) });
        return;
      }
      setPhase('waiting');
      await awaitVerdict(started.invoice.id);
    },
    [awaitVerdict, dispatch, succeed],
  );

  const pay = useCallback(
    async (method: WizardPaymentMethod = 'card') => {
      if (!form.goTo('card') || (method === 'card' && !form.validate('card'))) return;
      setNotice(undefined);
      let token: string | null = null;
      if (method === 'card') {
        setPhase('tokenizing');
        try {
          token = (await tokenize(form.values.card)).token;
        } catch (error) {
          setPhase('idle');
          if (error instanceof CardTokenizationError && error.reason === 'card_invalid') {
            form.touch('card', 'number');
            form.setServerErrors({ 'card.number': { problem: 'cardInvalid' } });
          } else setNotice({ key: 'unavailable' });
          return;
        }
      }
      setPhase('subscribing');
      const body = subscribeBody({
        plan: planId,
        customer: form.values.customer,
        address: form.values.address,
        cardToken: token,
        documentRequired,
        callbackPath: paths.account.billing.plan.getHref(),
      });
      const result = activeSubscriptionId
        ? await changePlan({ id: activeSubscriptionId, 'X-Organization': organizationId, body })
        : await subscribe({ 'X-Organization': organizationId, body });
      if ('data' in result && result.data) return follow(result.data);
      setPhase('idle');
      const error = result.error;
      const fieldErrors = fieldErrorsOf(error);
      const placed = Object.entries(fieldErrors).filter(([key]) => FIELD_OF_SERVER_KEY[key]);
      if (placed.length) {
        const [firstStep] = FIELD_OF_SERVER_KEY[placed[0]![0]]!;
        form.setServerErrors(
          Object.fromEntries(
            placed.map(([key, messages]) => {
              const [section, field] = FIELD_OF_SERVER_KEY[key]!;
              return [`${section}.${field}`, { text: messages.join(' ') }];
            }),
          ),
        );
        form.goTo(firstStep);
        return;
      }
      const status = statusOf(error);
      if (status === 412 || errorCodeOf(error) === 'subscription.payment_in_progress')
        setNotice({ key: 'paymentInProgress' });
      else if (status === 503) setNotice({ key: 'unavailable' });
      else if (status === 409) setNotice({ key: 'generic', detail: errorMessageOf(error) });
      else if (status === 422) setNotice({ key: 'generic' });
    },
    [
      activeSubscriptionId,
      changePlan,
      documentRequired,
      follow,
      form,
      organizationId,
      planId,
      subscribe,
      tokenize,
    ],
  );

  return { pay, phase, notice, boleto, busy: phase !== 'idle' };
};
