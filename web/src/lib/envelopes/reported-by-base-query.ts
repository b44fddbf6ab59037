import { FORBIDDEN_CODES, hasErrorCode, statusOf } from '../../app/base-query.js';

/**
 * Whether every call's own error handling already answered this failure (spec §8, "General"):
 * 401 and 412 go to sign-in, the account refusals go where the account is completed, and 402
 * shows nothing. A screen adds its own alert only for the others.
 */
export const reportedByBaseQuery = (error: unknown): boolean => {
  const status = statusOf(error);
  if (status === 401 || status === 412 || status === 402) return true;
  return status === 403 && hasErrorCode(error, Object.values(FORBIDDEN_CODES).flat());
};
