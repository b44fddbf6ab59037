import { AppError, ErrorStatus, type FieldIssue } from './app-error.js';

/** What the error needs of a schema issue (zod's shape, without depending on zod). */
export interface SchemaIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code: string;
  /** Set when the schema was parsed with `reportInput`: undefined means the field was missing. */
  input?: unknown;
  origin?: string;
  format?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  /** A custom issue's own catalogue code: `{ code, values }` (values fill the message's placeholders). */
  params?: Record<string, unknown>;
}

/**
 * The spec's 422 for a request that failed its schema: one entry per field path, listing the
 * schema's messages as written, and beside them each message's code and params, so the field
 * errors are worded in the caller's language (`validation.*` in the catalogue) as the message is.
 * `field` names the value when the issue has no path (a bare query value, a whole body).
 */
export function validationError(issues: ReadonlyArray<SchemaIssue>, field = 'body'): AppError {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, FieldIssue[]> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || field;
    const messages = (errors[name] ??= []);
    if (messages.includes(issue.message)) continue;
    messages.push(issue.message);
    (codes[name] ??= []).push(fieldIssueOf(issue));
  }
  return new AppError(
    'validation.failed',
    ErrorStatus.UnprocessableEntity,
    'The given data was invalid.',
    errors,
    undefined,
    codes,
  );
}

function fieldIssueOf(issue: SchemaIssue): FieldIssue {
  const size = (value: number | bigint | undefined) => (value === undefined ? undefined : Number(value));
  switch (issue.code) {
    case 'invalid_type':
      return { code: issue.input === undefined ? 'validation.required' : 'validation.invalid' };
    case 'too_big':
    case 'too_small': {
      const limit = size(issue.code === 'too_big' ? issue.maximum : issue.minimum);
      const kind = issue.origin === 'string' || issue.origin === 'array' ? issue.origin : 'number';
      if (issue.code === 'too_small' && kind === 'string' && limit === 1)
        return { code: 'validation.required' };
      return limit === undefined
        ? { code: 'validation.invalid' }
        : { code: `validation.${issue.code}.${kind}`, params: { limit } };
    }
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'validation.email' : 'validation.format' };
    case 'unrecognized_keys':
      return { code: 'validation.unknown_field' };
    case 'custom':
      if (typeof issue.params?.code === 'string') {
        const values = issue.params.values as FieldIssue['params'] | undefined;
        return { code: issue.params.code, ...(values ? { params: values } : {}) };
      }
      return { code: 'validation.invalid' };
    default:
      return { code: 'validation.invalid' };
  }
}
