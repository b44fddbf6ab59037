import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import prettier from 'prettier';

/** Where the SDK's generated part lives, beside its hand-written entry point. */
export const SDK_GEN_DIR = 'sdk/src/gen';

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * The SDK's typed calls and types, generated from the document by @hey-api/openapi-ts (one
 * function per operation, named by its operationId, over its fetch client), formatted as
 * `prettier --check` wants them: path inside SDK_GEN_DIR → text.
 */
export async function generateSdkFiles(
  root: string,
  document: Record<string, unknown>,
): Promise<Map<string, string>> {
  const out = await mkdtemp(join(tmpdir(), 'rubrica-sdk-'));
  try {
    await createClient({
      input: structuredClone(document) as never,
      output: { path: out },
      // Every call throws its refusal (as the SDK's RubricaApiError) and answers its data typed.
      plugins: [{ name: '@hey-api/client-fetch', throwOnError: true }, '@hey-api/typescript', '@hey-api/sdk'],
      logs: { level: 'silent' },
    });
    const generated = new Map<string, string>();
    for await (const file of files(out)) {
      const name = relative(out, file);
      const target = join(root, SDK_GEN_DIR, name);
      const options = (await prettier.resolveConfig(target)) ?? {};
      const text = await prettier.format(await readFile(file, 'utf8'), { ...options, filepath: target });
      generated.set(name, text);
    }
    return generated;
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
