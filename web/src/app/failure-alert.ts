import type { ParseKeys } from 'i18next';

import { alertShown } from './alerts.slice.js';
import { errorMessageOf } from './base-query.js';

/**
 * The danger alert for a call that failed: `messageKey`'s text with the server's message as
 * `{{message}}` (or `fallback`, where the server said none).
 */
export const failureAlert = (messageKey: ParseKeys, error: unknown, fallback = '') =>
  alertShown({ kind: 'danger', messageKey, values: { message: errorMessageOf(error) ?? fallback } });
