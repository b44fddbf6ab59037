import { ConfigError } from '@rubrica/config';

/**
 * Runs an entry point's start-up. A failure to start prints one clear line (for bad configuration,
 * the list of variables to fix) on stderr and exits 1, instead of an unhandled-rejection stack.
 */
export async function runProcess(name: string, start: () => Promise<unknown>): Promise<void> {
  try {
    await start();
  } catch (error) {
    process.stderr.write(`${startupFailureMessage(name, error)}\n`);
    process.exit(1);
  }
}

export function startupFailureMessage(name: string, error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  const reasons: string[] = [];
  for (let cause: unknown = error; cause !== undefined && reasons.length < 5;) {
    if (cause instanceof AggregateError && cause.errors.length && !cause.message) {
      reasons.push(
        ...cause.errors.map((inner: unknown) => (inner instanceof Error ? inner.message : String(inner))),
      );
      break;
    }
    reasons.push(cause instanceof Error ? cause.message : String(cause));
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return `${name}: failed to start: ${reasons.join(': ')}`;
}
