import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { Env } from './env.js';
import { ensureGeneratedSecret } from './generated-secret.js';
import { DEFAULT_SECRETS_DIR, secretSpecs, type SecretSpec } from './secret-field.js';

export type { Env } from './env.js';

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
 * Secret fields (secret-field.ts) are filled here first: see `resolveSecrets`.
 */
export function loadConfig<S extends z.ZodObject>(processName: string, schema: S, env?: Env): z.infer<S> {
  const source = env ?? process.env;
  const input: Env = {};
  for (const key of Object.keys(schema.shape)) input[key] = valueOf(source[key]);
  const secretIssues = resolveSecrets(processName, schema, source, input);
  const result = schema.safeParse(input);
  if (!result.success || secretIssues.length > 0) {
    const flagged = new Set(secretIssues.map((issue) => issue.variable.replace(/_FILE$/, '')));
    const issues = (result.error?.issues ?? [])
      .map((issue) => ({
        variable: String(issue.path[0] ?? '(root)'),
        message:
          input[String(issue.path[0])] === undefined ? `is required (${issue.message})` : issue.message,
      }))
      .filter((issue) => !flagged.has(issue.variable));
    throw new ConfigError(processName, [...secretIssues, ...issues]);
  }
  return result.data;
}

// An empty variable means "not set", as in most shells' `VAR= cmd`.
const valueOf = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

const PLACEHOLDER = /^(replace|change)[_-]?me/i;
const HOW_TO = 'e.g. `openssl rand -base64 32`';

/**
 * Fills the secret fields: `<NAME>`, else the file `<NAME>_FILE` names; unset outside production,
 * the value generated once into SECRETS_DIR (the same file for every process, so the gateway and
 * identity agree on the clients' secrets). Production gets no generated value: an unset secret,
 * or one that is a placeholder or a published value, is an issue naming the variable.
 */
function resolveSecrets(processName: string, schema: z.ZodObject, source: Env, input: Env): ConfigIssue[] {
  const production = source.NODE_ENV === 'production';
  const dir = valueOf(source.SECRETS_DIR) ?? DEFAULT_SECRETS_DIR;
  const issues: ConfigIssue[] = [];
  for (const [name, field] of Object.entries(schema.shape)) {
    const spec = secretSpecs.get(field as z.ZodType);
    if (!spec) continue;
    if (input[name] === undefined) {
      const file = valueOf(source[`${name}_FILE`]);
      if (file !== undefined) {
        try {
          input[name] = valueOf(readFileSync(file, 'utf8').trim());
        } catch (error) {
          // A schema with its own <NAME>_FILE field names a file its service fills on first use.
          const fillsItself =
            `${name}_FILE` in schema.shape && (error as NodeJS.ErrnoException).code === 'ENOENT';
          if (!fillsItself) {
            issues.push({
              variable: `${name}_FILE`,
              message: `cannot be read (${(error as Error).message})`,
            });
            continue;
          }
        }
      }
    }
    const value = input[name];
    if (value === undefined && spec.bytes === 0) continue;
    if (value === undefined) {
      if (production) {
        if (requiredInProduction(spec, source))
          issues.push({
            variable: name,
            message: `is required in production (a secret is generated only outside production; ${HOW_TO})`,
          });
        continue;
      }
      const generated = ensureGeneratedSecret(dir, name, spec.bytes);
      if (generated.created)
        process.stderr.write(
          `${processName}: generated ${name} into ${generated.path} (not for production)\n`,
        );
      input[name] = generated.value;
    } else if (production && isPublished(value, spec)) {
      issues.push({
        variable: name,
        message: `is a published example or default value; production needs a random one (${HOW_TO})`,
      });
    }
  }
  return issues;
}

const requiredInProduction = (spec: SecretSpec, env: Env) =>
  typeof spec.requiredInProduction === 'function'
    ? spec.requiredInProduction(env)
    : spec.requiredInProduction;

/** Each comma-separated part counts (keys lists such as OIDC_COOKIE_KEYS rotate that way). */
function isPublished(value: string, spec: SecretSpec): boolean {
  return [value, ...value.split(',').map((part) => part.trim())].some(
    (part) => PLACEHOLDER.test(part) || spec.known.includes(part),
  );
}
