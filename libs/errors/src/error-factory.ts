import { AppError, type ErrorStatus } from './app-error.js';

/**
 * A module's maker of errors: `statusOf` is the module's exhaustive switch from its code union to
 * a status (the compiler refuses a code without one), and every error the maker builds carries the
 * status its code maps to, so no call site can pick a status of its own.
 */
export function errorFactory<Code extends string>(
  statusOf: (code: Code) => ErrorStatus,
): (
  code: Code,
  message: string,
  errors?: Record<string, string[]>,
  params?: Record<string, string | number>,
) => AppError {
  return (code, message, errors, params) => new AppError(code, statusOf(code), message, errors, params);
}
