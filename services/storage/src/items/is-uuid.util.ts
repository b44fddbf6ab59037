const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from paths and bodies are checked before they reach a uuid column (a bad one would be a 500). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
