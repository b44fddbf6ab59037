/** The spec's error body: `{ message, errors?: { field: [messages] } }`. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** Present on 5xx only: the id to quote to support; nothing else about the fault is shown. */
  correlation_id?: string;
}

/**
 * Statuses the spec names. A module's errors carry a dotted code (`envelope.not_found`) and one of
 * these statuses; the HTTP filter and the bus both use them as they are.
 */
export const ErrorStatus = {
  BadRequest: 400,
  Unauthorized: 401,
  PaymentRequired: 402,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PreconditionFailed: 412,
  PayloadTooLarge: 413,
  UnprocessableEntity: 422,
  TooManyRequests: 429,
  Internal: 500,
  Unavailable: 503,
} as const;
export type ErrorStatus = (typeof ErrorStatus)[keyof typeof ErrorStatus];

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ErrorStatus,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }

  static notFound(code: string, message: string): AppError {
    return new AppError(code, ErrorStatus.NotFound, message);
  }

  static forbidden(code: string, message: string): AppError {
    return new AppError(code, ErrorStatus.Forbidden, message);
  }

  /** 422 with field errors, the shape the SPA places on form fields. */
  static validation(errors: Record<string, string[]>, message = 'The given data was invalid.'): AppError {
    return new AppError('validation.failed', ErrorStatus.UnprocessableEntity, message, errors);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
