export {
  AppError,
  ErrorStatus,
  isAppError,
  addFieldError,
  copyFieldErrors,
  fieldCodesOf,
  type ErrorBody,
  type FieldErrors,
  type FieldIssue,
} from './app-error.js';
export { errorFactory } from './error-factory.js';
export { fieldErrorFactory } from './field-error-factory.js';
export { validationError, type SchemaIssue } from './validation-error.js';
export { toErrorResponse, type ErrorResponse } from './to-error-response.js';
export { toWireError, fromWireError, isWireError, type WireError } from './wire-error.js';
export { HttpErrorFilter } from './http-error.filter.js';
export {
  MESSAGE_LOCALES,
  DEFAULT_MESSAGE_LOCALE,
  matchMessageLocale,
  localeFromAcceptLanguage,
  acceptLanguageTags,
  fillTemplate,
  ERROR_MESSAGES,
  errorMessageOf,
  localizeErrorBody,
  type MessageLocale,
  type MessageParams,
  type ErrorMessageKey,
  type LocalizedText,
} from './messages/index.js';
