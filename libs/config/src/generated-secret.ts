import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface GeneratedSecret {
  value: string;
  path: string;
  /** True when this call wrote the file (the first process to start). */
  created: boolean;
}

function readSecretFile(path: string): string | undefined {
  try {
    const value = readFileSync(path, 'utf8').trim();
    return value === '' ? undefined : value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The value kept in `<dir>/<name>`, made from `bytes` random bytes on first use. Every process of a
 * developer machine starts at once and reads the same folder, so the file is written aside and
 * linked into place: link() fails when another process got there first, and no reader ever sees a
 * half-written file. Whoever loses reads the winner's value.
 */
export function ensureGeneratedSecret(dir: string, name: string, bytes: number): GeneratedSecret {
  const path = join(resolve(dir), name);
  const existing = readSecretFile(path);
  if (existing !== undefined) return { value: existing, path, created: false };

  mkdirSync(resolve(dir), { recursive: true, mode: 0o700 });
  const value = randomBytes(bytes).toString('base64url');
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, `${value}\n`, { mode: 0o600, flag: 'wx' });
  let created = false;
  try {
    linkSync(aside, path);
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  const stored = readSecretFile(path);
  if (stored === undefined) throw new Error(`${path} is empty; delete it to have a new secret generated`);
  return { value: stored, path, created };
}
