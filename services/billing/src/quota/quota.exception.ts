import { AppError, ErrorStatus } from '@rubrica/errors';

/** Every refusal of the quota calls, by dotted code; the status of each is decided here once. */
export type QuotaErrorCode =
  'billing.no_credits' | 'quota.invalid_request' | 'quota.organization_not_uuid' | 'quota.envelope_required';

function statusOf(code: QuotaErrorCode): ErrorStatus {
  switch (code) {
    case 'billing.no_credits':
      return ErrorStatus.PaymentRequired;
    case 'quota.invalid_request':
    case 'quota.organization_not_uuid':
    case 'quota.envelope_required':
      return ErrorStatus.UnprocessableEntity;
  }
}

/**
 * What each refusal says: a 422 names the request field it is on and is worded from the message
 * catalogue by its code; any other carries its own message.
 */
const ANSWERS: Record<QuotaErrorCode, { field: string } | { message: string }> = {
  'billing.no_credits': { message: 'no credits available' },
  'quota.invalid_request': { field: 'organization_id' },
  'quota.organization_not_uuid': { field: 'organization_id' },
  'quota.envelope_required': { field: 'envelope_id' },
};

function quotaError(code: QuotaErrorCode, params?: Record<string, string | number>): AppError {
  const answer = ANSWERS[code];
  if ('field' in answer) return AppError.coded(answer.field, code, params);
  return new AppError(code, statusOf(code), answer.message);
}

export const QuotaError = {
  noCredits: () => quotaError('billing.no_credits'),
  /** A payload the pattern's proto message cannot read. */
  invalidRequest: (pattern: string) => quotaError('quota.invalid_request', { request: pattern }),
  organizationNotUuid: () => quotaError('quota.organization_not_uuid'),
  envelopeRequired: () => quotaError('quota.envelope_required'),
};
