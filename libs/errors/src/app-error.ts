/**
 * The spec's error body: `{ message, errors?: { field: [messages] } }`, with the error's stable
 * `code` (and the `params` its message takes) so a client can word it itself.
 */
export interface ErrorBody {
  message: string;
  code?: string;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
  /** Beside `errors`: each field message's code and params, as `code` and `params` are. */
  field_codes?: Record<string, FieldIssue[]>;
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

/** One field error by code (`validation.required`, `validation.too_big.string` ...). */
export interface FieldIssue {
  code: string;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ErrorStatus,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** What the code's message names (a count, a name), for wording it in another language. */
    readonly params?: Record<string, string | number>,
    /** Each field error's code, in the order of `errors` (request validation gives them). */
    readonly fieldCodes?: Record<string, FieldIssue[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      message: this.message,
      code: this.code,
      ...(this.params ? { params: this.params } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.fieldCodes ? { field_codes: this.fieldCodes } : {}),
    };
  }

  static notFound(code: string, message: string): AppError {
    return new AppError(code, ErrorStatus.NotFound, message);
  }

  static forbidden(code: string, message: string): AppError {
    return new AppError(code, ErrorStatus.Forbidden, message);
  }

  /**
   * 422 for one field, its message with a code (and params) so it is worded in the caller's
   * language like a schema's field errors.
   */
  static fieldError(
    field: string,
    code: string,
    message: string,
    params?: Record<string, string | number>,
  ): AppError {
    return new AppError(
      'validation.failed',
      ErrorStatus.UnprocessableEntity,
      'The given data was invalid.',
      { [field]: [message] },
      undefined,
      { [field]: [{ code, ...(params ? { params } : {}) }] },
    );
  }

  /** 422 with field errors, the shape the SPA places on form fields. */
  static validation(
    errors: Record<string, string[]>,
    message = 'The given data was invalid.',
    code = 'validation.failed',
    params?: Record<string, string | number>,
  ): AppError {
    return new AppError(code, ErrorStatus.UnprocessableEntity, message, errors, params);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
