import { answer, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
import type { PlansHttpController } from './plans/plans.http-controller.js';
import {
  planListQuerySchema,
  planListResponseSchema,
  productPlansResponseSchema,
} from './plans/plans.schemas.js';
import type { SubscriptionHttpController } from './subscription/subscription.http-controller.js';
import { subscriptionResponseSchema } from './subscription/subscription.schemas.js';

/** Every HTTP route of the billing service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  {
    method: 'get',
    path: '/plans',
    summary: 'The plan catalogue (each product at 1, 3, 6 and 12 months) and what checkout asks',
    query: planListQuerySchema,
    response: answer<PlansHttpController['list']>()(planListResponseSchema),
  },
  {
    method: 'get',
    path: '/plans/{id}/organizations/{organizationId}',
    summary: 'Every interval of a plan’s product, for the checkout of one organization',
    response: answer<PlansHttpController['products']>()(productPlansResponseSchema),
  },
  {
    method: 'get',
    path: '/subscription',
    summary: 'The organization’s plan, cycle and envelope quota',
    response: answer<SubscriptionHttpController['get']>()(subscriptionResponseSchema),
  },
];
