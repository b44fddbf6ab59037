/** Process environment as configuration reads it. */
export type Env = Record<string, string | undefined>;
