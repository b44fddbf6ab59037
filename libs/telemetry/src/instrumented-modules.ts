/**
 * Modules the ESM loader hook wraps. Kept short on purpose: wrapping every module costs start-up
 * time and can break packages with unusual export shapes.
 */
export const instrumentedModules = ['http', 'https', 'pg', 'ioredis'];
