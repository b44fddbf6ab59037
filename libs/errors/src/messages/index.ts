export {
  MESSAGE_LOCALES,
  DEFAULT_MESSAGE_LOCALE,
  matchMessageLocale,
  localeFromAcceptLanguage,
  acceptLanguageTags,
  type MessageLocale,
} from './message-locale.js';
export { fillTemplate, type MessageParams } from './fill-template.util.js';
export { ERROR_MESSAGES, type ErrorMessageKey, type LocalizedText } from './error-messages.js';
export { errorMessageOf, localizeErrorBody } from './localize-error-body.js';
