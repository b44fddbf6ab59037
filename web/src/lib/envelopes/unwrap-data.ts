/**
 * A single resource may come bare or wrapped as `{ data: ... }` (the paged payload's envelope);
 * screens read the resource either way.
 */
export const unwrapData = <T>(body: unknown): T => {
  if (body && typeof body === 'object' && 'data' in body) {
    const data = (body as { data: unknown }).data;
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as T;
  }
  return body as T;
};
