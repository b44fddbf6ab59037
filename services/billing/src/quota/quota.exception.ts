import { AppError, ErrorStatus, type ErrorMessageKey } from '@rubrica/errors';

/** Errors of the quota feature. */
export const QuotaError = {
  noCredits: () => new AppError('billing.no_credits', ErrorStatus.PaymentRequired, 'no credits available'),
  invalidRequest: (field: string, code: ErrorMessageKey, params?: Record<string, string | number>) =>
    AppError.coded(field, code, params),
};
