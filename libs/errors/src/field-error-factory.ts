import { AppError, ErrorStatus } from './app-error.js';

/**
 * A module's maker of form errors: a 422 on one field, worded by its code in the caller's language
 * as schema errors are (`validation.failed` on top). Only a code the module's `statusOf` maps to
 * 422 is a form error; any other is a programming mistake, refused at once.
 */
export function fieldErrorFactory<Code extends string>(
  statusOf: (code: Code) => ErrorStatus,
): (field: string, code: Code, message: string, params?: Record<string, string | number>) => AppError {
  return (field, code, message, params) => {
    if (statusOf(code) !== ErrorStatus.UnprocessableEntity) throw new Error(`${code} is not a form error.`);
    return AppError.fieldError(field, code, message, params);
  };
}
