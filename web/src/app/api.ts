import { createApi } from '@reduxjs/toolkit/query/react';

import { TAG_TYPES } from '../api/tags.js';
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
 * The one base API of the SPA. The endpoints generated from the API's OpenAPI document are
 * injected into it (api/generated, one file per area, tagged in api/<area>.ts); calls the
 * generator cannot express (multipart uploads, blobs) are added by features with
 * `api.injectEndpoints` in `features/<name>/api/`. Every cache tag comes from one registry (api/tags.ts). Every call goes
 * through `appBaseQuery`: credentials, `X-Organization`, `X-CSRF-Token`, and the spec's error
 * handling.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
