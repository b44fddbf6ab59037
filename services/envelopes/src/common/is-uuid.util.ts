const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from outside (a URL, an uploaded file) may be looked up as an id column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
