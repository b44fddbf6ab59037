/**
 * The spec's field error map: `{ field: [messages] }` (empty when valid). Rules add to it with
 * `addFieldError`, so each message keeps its catalogue code for the caller's language.
 */
export {
  addFieldError,
  copyFieldErrors,
  fieldCodesOf,
  type FieldErrors,
  type FieldIssue,
} from '@rubrica/errors';
