/**
 * Requests a signing link makes before the app's libraries have arrived (early-start.ts), each
 * kept for the app's own identical request (a GET to the same address in the same language,
 * app/base-query.ts), which takes its answer once instead of asking again.
 */
const started = new Map<string, Promise<Response>>();

const keyOf = (url: string, language: string | null): string =>
  `${new URL(url, window.location.href).href} ${language ?? ''}`;

/** Sends GET `url` as the app's API calls do, in `language`, and keeps its answer. */
export const startEarlyRequest = (url: string, language: string): Promise<Response> => {
  const answer = fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': language },
  });
  started.set(keyOf(url, language), answer);
  return answer;
};

/** The early answer to `request`, taken: the next identical request is sent as usual. */
export const takeEarlyAnswer = (request: Request): Promise<Response> | undefined => {
  if (request.method !== 'GET' || started.size === 0) return undefined;
  const key = keyOf(request.url, request.headers.get('Accept-Language'));
  const answer = started.get(key);
  started.delete(key);
  return answer;
};
