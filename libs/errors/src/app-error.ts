import { ERROR_MESSAGES, type ErrorMessageKey } from './messages/error-messages.js';
import { fillTemplate } from './messages/fill-template.util.js';

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
  MethodNotAllowed: 405,
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

const FIELD_CODES = Symbol('rubrica.field-codes');

/**
 * Field errors as the body shows them (`{ field: [messages] }`). A map built with
 * `addFieldError` also keeps each message's code and params, out of sight of `Object.keys` and
 * the spread operator, and `AppError.validation` sends them as `field_codes`.
 */
export type FieldErrors = Record<string, string[]> & { [FIELD_CODES]?: Record<string, FieldIssue[]> };

function codesOf(errors: FieldErrors): Record<string, FieldIssue[]> {
  if (!errors[FIELD_CODES])
    Object.defineProperty(errors, FIELD_CODES, { value: {}, enumerable: false, writable: false });
  return errors[FIELD_CODES]!;
}

/** Adds `field`'s message by its catalogue code: the English wording, the code beside it. */
export function addFieldError(
  errors: FieldErrors,
  field: string,
  code: ErrorMessageKey,
  params?: Record<string, string | number>,
): void {
  (errors[field] ??= []).push(fillTemplate(ERROR_MESSAGES[code].en, params));
  (codesOf(errors)[field] ??= []).push({ code, ...(params ? { params } : {}) });
}

/** Copies `from`'s messages (and codes) of `field` to `to`'s `as` field, replacing what was there. */
export function copyFieldErrors(to: FieldErrors, from: FieldErrors, field: string, as = field): void {
  const messages = from[field];
  if (!messages) return;
  to[as] = [...messages];
  const codes = from[FIELD_CODES]?.[field];
  if (codes) codesOf(to)[as] = [...codes];
  else if (to[FIELD_CODES]) delete to[FIELD_CODES][as];
}

/** The codes of a map's field errors, when every message of it has one. */
export function fieldCodesOf(errors: FieldErrors): Record<string, FieldIssue[]> | undefined {
  const codes = errors[FIELD_CODES];
  if (!codes) return undefined;
  const complete = Object.entries(errors).every(
    ([field, messages]) => codes[field]?.length === messages.length,
  );
  return complete ? { ...codes } : undefined;
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
    errors: FieldErrors,
    message = 'The given data was invalid.',
    code = 'validation.failed',
    params?: Record<string, string | number>,
  ): AppError {
    return new AppError(
      code,
      ErrorStatus.UnprocessableEntity,
      message,
      { ...errors },
      params,
      fieldCodesOf(errors),
    );
  }

  /** 422 for one field by its catalogue code, worded in English from the catalogue. */
  static coded(field: string, code: ErrorMessageKey, params?: Record<string, string | number>): AppError {
    const errors: FieldErrors = {};
    addFieldError(errors, field, code, params);
    return AppError.validation(errors);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
