import { z } from 'zod';
import type { Env } from './env.js';

export interface SecretSpec {
  /** Random bytes of a generated value (base64url); 0 for a secret that is never generated. */
  bytes: number;
  /** Values published somewhere (old defaults, examples): a production start refuses them. */
  known: readonly string[];
  /** Whether production needs the variable; a function decides from the other variables. */
  requiredInProduction: boolean | ((env: Env) => boolean);
}

/** Marks the fields `loadConfig` fills from the data folder outside production. */
export const secretSpecs = z.registry<SecretSpec>();

export interface SecretOptions {
  /** Shortest value accepted (default 16 characters). */
  min?: number;
  /** Random bytes of a generated value (default 32). */
  bytes?: number;
  /** Published values to refuse in production, besides the REPLACE_ME / CHANGE_ME placeholders. */
  known?: readonly string[];
}

const spec = (options: SecretOptions, requiredInProduction: SecretSpec['requiredInProduction']) => ({
  bytes: options.bytes ?? 32,
  known: options.known ?? [],
  requiredInProduction,
});

/**
 * A secret: set it (or `<NAME>_FILE`, a file holding it, as a mounted Secret); unset outside
 * production, it is generated once into SECRETS_DIR and shared by every process that reads that
 * folder; production refuses to start without it or with a published value.
 */
export const secret = (options: SecretOptions = {}) =>
  z
    .string()
    .min(options.min ?? 16, `must be at least ${options.min ?? 16} characters`)
    .register(secretSpecs, spec(options, true));

/** A secret production needs only when `requiredInProduction` says so (otherwise it may stay unset). */
export const optionalSecret = (options: SecretOptions & { requiredInProduction: (env: Env) => boolean }) =>
  z
    .string()
    .min(options.min ?? 16, `must be at least ${options.min ?? 16} characters`)
    .optional()
    .register(secretSpecs, spec(options, options.requiredInProduction));

/**
 * A secret Rubrica does not make (a provider issues it, or its own service keeps it): taken from
 * `<NAME>` or `<NAME>_FILE` like the others, never generated; production refuses a published value.
 * Whether it is required stays with `schema` and its refinements.
 */
export function providedSecret<T extends z.ZodType<string | undefined>>(
  schema: T,
  options: Pick<SecretOptions, 'known'> = {},
): T {
  secretSpecs.add(schema as z.ZodType, { bytes: 0, known: options.known ?? [], requiredInProduction: false });
  return schema;
}

/** Where generated secrets are kept; every process of one machine must name the same folder. */
export const DEFAULT_SECRETS_DIR = '.data/secrets';
