import { answer, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
import type { SubscriptionHttpController } from './subscription/subscription.http-controller.js';
import { subscriptionResponseSchema } from './subscription/subscription.schemas.js';

/** Every HTTP route of the billing service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  {
    method: 'get',
    path: '/subscription',
    summary: 'The organization’s plan, cycle and envelope quota',
    response: answer<SubscriptionHttpController['get']>()(subscriptionResponseSchema),
  },
];
