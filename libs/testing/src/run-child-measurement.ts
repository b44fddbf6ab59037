import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childMeasurement } from './child-measurement.js';

const REGISTER_TYPESCRIPT = fileURLToPath(new URL('./child/register-typescript.mjs', import.meta.url));

/**
 * Runs a TypeScript script (one that calls `childMeasurement`) in a fresh `node` process with
 * forced collections available, and resolves with what it measured. Memory bounds are taken
 * there, where the rest of a parallel test run can neither grow the heap nor starve the probe.
 */
export function runChildMeasurement<Input, Output>(script: URL, input: Input): Promise<Output> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', REGISTER_TYPESCRIPT, fileURLToPath(script), JSON.stringify(input)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const marked = stdout.split('\n').find((line) => line.startsWith(childMeasurement.RESULT_MARK));
      if (code === 0 && marked !== undefined) {
        resolve(JSON.parse(marked.slice(childMeasurement.RESULT_MARK.length)) as Output);
      } else {
        reject(new Error(`${fileURLToPath(script)} ended with ${signal ?? `code ${code}`}:\n${stderr}`));
      }
    });
  });
}
