import { optionalSecret, url, z, type ConfigIssue } from '@rubrica/config';

// S3 bucket naming rules (lowercase, 3-63 characters, no leading/trailing dot or dash).
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The blob store's variables, to spread into a process's schema. The S3 variables are required
 * only with `BLOB_DRIVER=s3`, a rule one field cannot express: add `checkBlobConfig` to the whole
 * schema (`z.object({...}).superRefine(checkBlobConfig)`) so `loadConfig` reports them at boot.
 */
export function blobConfigFields() {
  return {
    BLOB_DRIVER: z.enum(['fs', 's3']).default('fs'),
    BLOB_FS_ROOT: z.string().min(1).default('.data/blobs'),
    S3_ENDPOINT: url(undefined, ['http', 'https']).optional(),
    S3_ACCESS_KEY: z.string().min(1).optional(),
    S3_SECRET_KEY: z.string().min(1).optional(),
    S3_BUCKET: z.string().regex(BUCKET_NAME, 'must be a valid S3 bucket name').optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /**
     * Signs the fs driver's presigned URLs; every process of one deployment must share it. Unset
     * outside production, the processes share one generated into SECRETS_DIR.
     */
    BLOB_URL_SECRET: optionalSecret({
      min: 32,
      // The fixed value earlier versions signed with when none was set.
      known: ['rubrica-development-blob-url-secret-not-for-production'],
      requiredInProduction: (env) => env.BLOB_DRIVER !== 's3',
    }),
    /** Where the fs driver's presigned URLs point (the process serving `createFsBlobHttpHandler`). */
    BLOB_PUBLIC_BASE_URL: url('http://localhost:3004', ['http', 'https']),
  };
}

export type BlobConfig = z.infer<z.ZodObject<ReturnType<typeof blobConfigFields>>>;

/** Cross-field rules. */
export function blobConfigIssues(config: BlobConfig & { NODE_ENV?: string }): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (config.BLOB_DRIVER === 's3') {
    for (const variable of ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET'] as const) {
      if (!config[variable]) issues.push({ variable, message: 'is required when BLOB_DRIVER=s3' });
    }
  } else if (!config.BLOB_URL_SECRET) {
    issues.push({ variable: 'BLOB_URL_SECRET', message: 'is required when BLOB_DRIVER=fs' });
  }
  return issues;
}

/** `superRefine` callback turning `blobConfigIssues` into schema issues named after each variable. */
export function checkBlobConfig(config: BlobConfig & { NODE_ENV?: string }, ctx: z.RefinementCtx): void {
  for (const issue of blobConfigIssues(config)) {
    // loadConfig words an unset variable's message as "is required (<message>)".
    ctx.addIssue({
      code: 'custom',
      path: [issue.variable],
      message: issue.message.replace(/^is required /, ''),
    });
  }
}
