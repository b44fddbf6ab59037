import { int, providedSecret, url, z } from '@rubrica/config';

/**
 * The RFC 3161 timestamp authority every signature we make is timestamped by (PAdES B-T), when
 * TSA_URL is set: `make run` points it at the sandbox authority (src/tsa-sandbox/).
 */
export const timestampAuthorityFields = () => ({
  TSA_URL: url(undefined, ['http', 'https']).optional(),
  /** HTTP basic authentication, when the authority asks for it. */
  TSA_USERNAME: z.string().min(1).optional(),
  TSA_PASSWORD: providedSecret(z.string().min(1).optional()),
  /** A TLS client certificate and its key (PEM files), when the authority asks for one instead. */
  TSA_CLIENT_CERT_PATH: z.string().min(1).optional(),
  TSA_CLIENT_KEY_PATH: z.string().min(1).optional(),
  /** How long one call may take before it counts as failed. */
  TSA_TIMEOUT_MS: int(10_000, 100),
  /**
   * How long a seal may wait for the authority, counted from the request: failures before it are
   * retried as the job's retries, and after it the seal is made without a timestamp.
   */
  TSA_DEADLINE_MS: int(30_000, 0),
  /** Room reserved in each signature for the token (the authority's certificates travel in it). */
  TSA_RESERVE_BYTES: int(12_288, 1_024),
});

type TimestampAuthorityFields = z.output<z.ZodObject<ReturnType<typeof timestampAuthorityFields>>> & {
  NODE_ENV: string;
};

export interface TimestampAuthoritySettings {
  url: string;
  basicAuth?: { username: string; password: string };
  clientCertificate?: { certPath: string; keyPath: string };
  timeoutMs: number;
  deadlineMs: number;
  reserveBytes: number;
  /** Outside production a configured authority may listen on loopback (the sandbox does). */
  allowLoopback: boolean;
}

/** The authority in use, or undefined when none is configured (signatures go without timestamps). */
export function timestampAuthoritySettings(
  config: TimestampAuthorityFields,
): TimestampAuthoritySettings | undefined {
  if (!config.TSA_URL) return undefined;
  return {
    url: config.TSA_URL,
    ...(config.TSA_USERNAME
      ? { basicAuth: { username: config.TSA_USERNAME, password: config.TSA_PASSWORD ?? '' } }
      : {}),
    ...(config.TSA_CLIENT_CERT_PATH && config.TSA_CLIENT_KEY_PATH
      ? { clientCertificate: { certPath: config.TSA_CLIENT_CERT_PATH, keyPath: config.TSA_CLIENT_KEY_PATH } }
      : {}),
    timeoutMs: config.TSA_TIMEOUT_MS,
    deadlineMs: config.TSA_DEADLINE_MS,
    reserveBytes: config.TSA_RESERVE_BYTES,
    allowLoopback: config.NODE_ENV !== 'production',
  };
}

/** A client certificate needs its key and the other way round; a password needs its user name. */
export function checkTimestampAuthorityConfig(
  config: TimestampAuthorityFields,
  context: z.RefinementCtx,
): void {
  if ((config.TSA_CLIENT_CERT_PATH === undefined) !== (config.TSA_CLIENT_KEY_PATH === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [config.TSA_CLIENT_CERT_PATH === undefined ? 'TSA_CLIENT_CERT_PATH' : 'TSA_CLIENT_KEY_PATH'],
      message: 'the client certificate and its key go together',
    });
  }
  if (config.TSA_PASSWORD !== undefined && config.TSA_USERNAME === undefined) {
    context.addIssue({ code: 'custom', path: ['TSA_USERNAME'], message: 'is required with TSA_PASSWORD' });
  }
}
