import argon2 from 'argon2';

/** argon2id, the library's default cost (64 MiB, 3 passes). */
export async function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

let decoy: Promise<string> | undefined;

/**
 * True when `plain` matches `hash`. Without a hash (no such account) a decoy hash is verified
 * anyway, so an unknown e-mail costs the same time as a wrong password and reveals nothing.
 */
export async function verifyPassword(hash: string | undefined, plain: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy password that never matches');
    await argon2.verify(await decoy, plain).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
