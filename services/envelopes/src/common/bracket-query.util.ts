/**
 * The value of a bracketed query parameter such as `filter[state]` or `filter[envelope.state]`,
 * whichever way the query string was parsed: flat (`{ 'filter[state]': ... }`) or nested
 * (`{ filter: { state: ... } }`).
 */
export function bracketQuery(query: Record<string, unknown>, group: string, key: string): unknown {
  const flat = query[`${group}[${key}]`];
  if (flat !== undefined) return flat;
  const nested = query[group];
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
    const value = (nested as Record<string, unknown>)[key];
    if (value !== undefined) return value;
    // `filter[envelope.state]` nested by a parser that splits dots as well.
    const [head, ...rest] = key.split('.');
    const inner = (nested as Record<string, unknown>)[head!];
    if (rest.length && inner && typeof inner === 'object')
      return (inner as Record<string, unknown>)[rest.join('.')];
  }
  return undefined;
}
