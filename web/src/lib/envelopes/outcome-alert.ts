import type { ParseKeys } from 'i18next';

import { alertShown } from '../../app/alerts.slice.js';
import { reportedByBaseQuery } from './reported-by-base-query.js';

/**
 * The alert that says how a call went (spec §8): green `done` when it succeeded, danger `failed`
 * when it failed, and none when every call's own handling already answered the failure.
 */
export const outcomeAlert = (result: object, { done, failed }: { done: ParseKeys; failed: ParseKeys }) => {
  if (!('error' in result)) return alertShown({ kind: 'success', messageKey: done });
  return reportedByBaseQuery(result.error) ? null : alertShown({ kind: 'danger', messageKey: failed });
};
