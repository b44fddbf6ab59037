import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

import { CSRF_COOKIE } from '../config/csrf-cookie.js';
import { paths } from '../config/paths.js';
import { isLocale } from '../i18n/locales.js';
import { fullPageNavigation } from '../lib/full-page-navigation.js';
import { readCookie } from '../lib/read-cookie.js';
import { serializeQueryParams } from '../lib/serialize-query-params.js';
import { alertShown } from './alerts.slice.js';
import { takeEarlyAnswer } from './early-requests.js';
import { emailVerificationRequired } from './session.slice.js';
import { organizationCleared, selectOrganizationId } from './workspace.slice.js';

export const API_BASE_URL = '/api';
export const ORGANIZATION_HEADER = 'X-Organization';
export const CSRF_HEADER = 'X-CSRF-Token';
export { CSRF_COOKIE };

/**
 * Refusals the app recognises (identity design, "Gateway 403 rules"), by their stable code: the
 * message is worded in the reader's language, so it is never compared.
 */
export const FORBIDDEN_CODES = {
  registrationIncomplete: ['auth.registration_incomplete'],
  emailNotVerified: ['auth.email_not_verified'],
  notAMember: ['auth.not_a_member', 'principal.not_a_member'],
} as const satisfies Record<string, readonly string[]>;

/**
 * 412 refusals that are not about the session: billing's "You already have a payment in progress"
 * (organization spec §4, §8) is the screen's to show (its payment-in-progress modal).
 */
export const PRECONDITION_CODES = {
  paymentInProgress: ['subscription.payment_in_progress'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The spec's error body: `{ message, errors?: { field: [messages] } }`, with the error's stable
 * `code` and the `params` its message names. The server words `message` and `errors` in the
 * language this app sends (Accept-Language).
 */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
}

export type ApiError = FetchBaseQueryError;

/**
 * Per-endpoint `extraOptions`. `handles` lists the statuses the caller shows itself (or 'all'):
 * no generic alert for those. Sign-in redirects happen whatever it says.
 */
export interface ApiCallOptions {
  handles?: readonly number[] | 'all';
  /** The one success status the call accepts: any other answer is its error (a DELETE that must answer 204). */
  expects?: number;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type StateWithWorkspace = Parameters<typeof selectOrganizationId>[0];

/**
 * organizations calls list and pick organizations, so they cannot carry one (spec, section 7),
 * except the integrations ones, which work on the selected organization ("all send the
 * X-Organization header").
 */
export const isOrganizationsCall = (arg: string | FetchArgs): boolean => {
  const url = typeof arg === 'string' ? arg : arg.url;
  return /^\/?organizations(?:[/?#]|$)/.test(url) && !/^\/?organizations\/integrations(?:[/?#]|$)/.test(url);
};

const methodOf = (arg: string | FetchArgs): string =>
  (typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET')).toUpperCase();

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'include',
  // A signing link's first requests may have left before the app arrived (early-start.ts).
  fetchFn: (input, init) => (input instanceof Request && takeEarlyAnswer(input)) || fetch(input, init),
  paramsSerializer: serializeQueryParams,
  prepareHeaders: (headers, { getState, arg }) => {
    const organizationId = selectOrganizationId(getState() as StateWithWorkspace);
    // A call may name its organization itself (the start-up check of the stored one does).
    if (organizationId && !isOrganizationsCall(arg) && !headers.has(ORGANIZATION_HEADER)) {
      headers.set(ORGANIZATION_HEADER, organizationId);
    }
    if (STATE_CHANGING.has(methodOf(arg))) {
      const csrf = readCookie(CSRF_COOKIE);
      if (csrf) headers.set(CSRF_HEADER, csrf);
    }
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    // The server words its messages in the language the page shows (kept on <html lang>).
    const language = typeof document === 'undefined' ? undefined : document.documentElement.lang;
    if (isLocale(language)) headers.set('Accept-Language', language);
    return headers;
  },
});

/** The body of a failed call when it is an object, to read its fields from (any may be missing). */
const errorBodyOf = (error: unknown): Partial<ApiErrorBody> | undefined => {
  if (!error || typeof error !== 'object' || !('data' in error)) return undefined;
  const data = (error as { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : undefined;
};

export const errorMessageOf = (error: unknown): string | undefined => {
  const message = errorBodyOf(error)?.message;
  return typeof message === 'string' ? message : undefined;
};

/** The error's stable code (`auth.email_not_verified`, `document.invalid_file_type` ...). */
export const errorCodeOf = (error: unknown): string | undefined => {
  const code = errorBodyOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** True when the error carries one of `codes`. */
export const hasErrorCode = (error: unknown, codes: readonly string[]): boolean => {
  const code = errorCodeOf(error);
  return code !== undefined && codes.includes(code);
};

/** The field errors of a 422 answer, for forms to place under their fields. */
export const fieldErrorsOf = (error: unknown): Record<string, string[]> => {
  if (!error || typeof error !== 'object' || (error as { status?: unknown }).status !== 422) return {};
  const errors = errorBodyOf(error)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
};

export const statusOf = (error: unknown): number | string | undefined =>
  error && typeof error === 'object' ? (error as { status?: number | string }).status : undefined;

const redirectToSignIn = (): void => {
  fullPageNavigation.assign(paths.auth.login.getHref(fullPageNavigation.currentPath()));
};

/**
 * What every call does with an error (workspace spec §8; envelopes spec §8, "General"): 401 and
 * 412 sign in again and come back here; the two account refusals send the user where the account
 * is completed; 422 is the form's to show; 402 shows nothing; anything else gets the generic alert.
 */
const reactToError = (
  error: FetchBaseQueryError,
  api: BaseQueryApi,
  options: ApiCallOptions | undefined,
): void => {
  const { status } = error;
  if (status === 412 && hasErrorCode(error, PRECONDITION_CODES.paymentInProgress)) return;
  if (status === 401 || status === 412) return redirectToSignIn();

  if (status === 403 && hasErrorCode(error, FORBIDDEN_CODES.registrationIncomplete))
    return redirectToSignIn();
  if (status === 403 && hasErrorCode(error, FORBIDDEN_CODES.emailNotVerified)) {
    api.dispatch(emailVerificationRequired());
    return;
  }
  // The stored organization is no longer the user's (removed, or another user signed in on this
  // browser): forget it, and start-up picks one the user has again.
  if (status === 403 && hasErrorCode(error, FORBIDDEN_CODES.notAMember)) {
    api.dispatch(organizationCleared());
    return;
  }
  if (status === 422 || status === 402) return;

  const handles = options?.handles;
  if (handles === 'all' || (typeof status === 'number' && handles?.includes(status))) return;
  api.dispatch(alertShown({ kind: 'danger', messageKey: 'alerts.generic' }));
};

export const appBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiCallOptions
> = async (args, api, extraOptions) => {
  const answer = await rawBaseQuery(args, api, extraOptions);
  const status = answer.meta?.response?.status;
  const expects = extraOptions?.expects;
  const result =
    expects === undefined || answer.error || status === expects
      ? answer
      : {
          error: { status: status ?? 0, data: answer.data } satisfies FetchBaseQueryError,
          meta: answer.meta,
        };
  // A call the caller gave up on (a component unmounted, a newer call replaced it) is nobody's error.
  if (result.error && !api.signal.aborted) reactToError(result.error, api, extraOptions);
  return result;
};
