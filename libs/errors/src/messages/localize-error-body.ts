import type { ErrorBody } from '../app-error.js';
import { ERROR_MESSAGES, type LocalizedText } from './error-messages.js';
import { fillTemplate } from './fill-template.util.js';
import type { MessageLocale } from './message-locale.js';

const catalogue: Readonly<Record<string, LocalizedText>> = ERROR_MESSAGES;

/** Codes whose message is a token the SPA translates itself (spec §5); their fields are worded. */
const TOKEN_MESSAGES = new Set([
  'document.invalid_file_type',
  'document.invalid_file_size',
  'document.too_many_files',
]);

/** The code's words in `locale`, or undefined when the catalogue does not know the code. */
export function errorMessageOf(
  code: string,
  locale: MessageLocale,
  params?: Record<string, string | number>,
): string | undefined {
  const text = catalogue[code];
  return text ? fillTemplate(text[locale], params) : undefined;
}

/**
 * The body in the caller's language: the message by its code, each field error the code words
 * (`code#field`, or `code#*` for any field), and each field error given its own code (request
 * validation). Anything the catalogue does not know stays as written.
 */
export function localizeErrorBody(body: ErrorBody, locale: MessageLocale): ErrorBody {
  const code = body.code;
  if (!code) return body;
  const message = TOKEN_MESSAGES.has(code) ? undefined : errorMessageOf(code, locale, body.params);
  const errors = body.errors
    ? Object.fromEntries(
        Object.entries(body.errors).map(([field, messages]) => {
          const worded =
            errorMessageOf(`${code}#${field}`, locale, body.params) ??
            errorMessageOf(`${code}#*`, locale, body.params);
          if (worded) return [field, [worded]];
          const issues = body.field_codes?.[field];
          if (!issues?.length) return [field, messages];
          return [
            field,
            issues.map(
              (issue, index) => errorMessageOf(issue.code, locale, issue.params) ?? messages[index]!,
            ),
          ];
        }),
      )
    : undefined;
  return { ...body, ...(message ? { message } : {}), ...(errors ? { errors } : {}) };
}
