import { AppError, ErrorStatus } from '@rubrica/errors';

/** Every error the blob store raises; codes are part of the contract callers switch on. */
export const BlobErrorCode = {
  NotFound: 'blob.not_found',
  InvalidKey: 'blob.invalid_key',
  InvalidRange: 'blob.invalid_range',
  SizeMismatch: 'blob.size_mismatch',
  TooLarge: 'blob.too_large',
  KeyConflict: 'blob.key_conflict',
  UrlInvalid: 'blob.url_invalid',
  UrlExpired: 'blob.url_expired',
} as const;
export type BlobErrorCode = (typeof BlobErrorCode)[keyof typeof BlobErrorCode];

function statusOf(code: BlobErrorCode): ErrorStatus {
  switch (code) {
    case BlobErrorCode.NotFound:
      return ErrorStatus.NotFound;
    case BlobErrorCode.InvalidKey:
    case BlobErrorCode.InvalidRange:
    case BlobErrorCode.SizeMismatch:
      return ErrorStatus.UnprocessableEntity;
    case BlobErrorCode.TooLarge:
      return ErrorStatus.PayloadTooLarge;
    case BlobErrorCode.KeyConflict:
      return ErrorStatus.Conflict;
    case BlobErrorCode.UrlInvalid:
    case BlobErrorCode.UrlExpired:
      return ErrorStatus.Forbidden;
  }
}

export function blobError(code: BlobErrorCode, message: string, errors?: Record<string, string[]>): AppError {
  return new AppError(code, statusOf(code), message, errors);
}
