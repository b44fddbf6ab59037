import { createApi } from '@reduxjs/toolkit/query/react';

import { appBaseQuery } from './base-query.js';

export {
  API_BASE_URL,
  CSRF_COOKIE,
  CSRF_HEADER,
  ORGANIZATION_HEADER,
  isOrganizationsCall,
  type ApiCallOptions,
  type ApiError,
} from './base-query.js';

/**
 * The one base API of the SPA. Features add their endpoints with `api.injectEndpoints` (and
 * their tags with `api.enhanceEndpoints`) in `features/<name>/api/`. Every call goes through
 * `appBaseQuery`: credentials, `X-Organization`, `X-CSRF-Token`, and the spec's error handling.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  tagTypes: ['Me', 'Organizations'],
  endpoints: () => ({}),
});
