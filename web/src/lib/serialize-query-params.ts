type QueryValue = unknown;

const isPlainObject = (value: QueryValue): value is Record<string, QueryValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const append = (search: URLSearchParams, key: string, value: QueryValue): void => {
  if (value === undefined || value === null) return;
  if (isPlainObject(value)) {
    for (const [inner, innerValue] of Object.entries(value)) append(search, `${key}[${inner}]`, innerValue);
    return;
  }
  // The services read a list as one comma-separated value (`filter[state]=waiting,signing`).
  search.append(key, Array.isArray(value) ? value.join(',') : String(value));
};

/**
 * A call's query parameters as the services read them. The generated client nests the document's
 * bracketed names (`filter[state]` becomes `{ filter: { state } }`); they go back on the wire as
 * `filter[state]=…`, lists comma-separated, absent values left out.
 */
export function serializeQueryParams(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) append(search, key, value);
  return search.toString();
}
