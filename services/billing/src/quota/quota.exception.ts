import { AppError, ErrorStatus } from '@rubrica/errors';

/** Errors of the quota feature. */
export const QuotaError = {
  noCredits: () => new AppError('billing.no_credits', ErrorStatus.PaymentRequired, 'no credits available'),
  invalidRequest: (field: string, message: string) => AppError.validation({ [field]: [message] }),
};
