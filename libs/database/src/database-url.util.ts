/** Splits a PostgreSQL URL into the database it names and the URL of the server's `postgres` database. */
export function databaseUrlParts(url: string): { database: string; maintenanceUrl: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error(`database URL names no database: ${redactUrl(url)}`);
  parsed.pathname = '/postgres';
  return { database, maintenanceUrl: parsed.toString() };
}

/** The URL without its password, for error messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** Quotes an identifier for SQL that cannot take it as a bind parameter (CREATE/DROP DATABASE). */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
