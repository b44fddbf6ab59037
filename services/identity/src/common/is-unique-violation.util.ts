/** True when PostgreSQL refused a row because of the unique index `constraint` (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = error as {
    code?: unknown;
    constraint?: unknown;
    driverError?: { code?: unknown; constraint?: unknown };
  };
  const code = candidate.driverError?.code ?? candidate.code;
  if (code !== '23505') return false;
  return (
    constraint === undefined || (candidate.driverError?.constraint ?? candidate.constraint) === constraint
  );
}
