import type { HttpRouteSchema } from '@rubrica/service-kit';

/** Every HTTP route of the billing service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  { method: 'get', path: '/subscription', summary: 'The organization’s plan, cycle and envelope quota' },
];
