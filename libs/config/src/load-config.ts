import type { z } from 'zod';

export type Env = Record<string, string | undefined>;

export interface ConfigIssue {
  variable: string;
  message: string;
}

/** Raised at boot when the environment does not satisfy a process's schema. */
export class ConfigError extends Error {
  constructor(
    readonly processName: string,
    readonly issues: ConfigIssue[],
  ) {
    super(
      `${processName}: invalid configuration\n` +
        issues.map((issue) => `  - ${issue.variable}: ${issue.message}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/**
 * Validates the environment once against a schema whose keys are the variable names, so every
 * message names the variable to fix. This is the only place in the tree that reads process.env.
 */
export function loadConfig<S extends z.ZodObject>(processName: string, schema: S, env?: Env): z.infer<S> {
  const source = env ?? process.env;
  const input: Env = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key];
    // An empty variable means "not set", as in most shells' `VAR= cmd`.
    input[key] = value === undefined || value === '' ? undefined : value;
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      processName,
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(root)'),
        message:
          input[String(issue.path[0])] === undefined ? `is required (${issue.message})` : issue.message,
      })),
    );
  }
  return result.data;
}
