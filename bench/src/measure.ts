import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

/** What one case reports to the runner on its last stdout line. */
export interface CaseResult {
  name: string;
  bytes: number;
  wallMs: number;
  peakRssMb: number;
  /** User + system CPU time of the whole process, start-up included: what the machine's load moves least. */
  cpuMs: number;
  note?: string;
}

/** A body of `bytes` produced in 64 KiB chunks, never held whole. */
export function generatedBody(bytes: number, seed = 7): Readable {
  const chunk = Buffer.alloc(64 * 1024);
  for (let i = 0; i < chunk.length; i += 1) chunk[i] = (i * 31 + seed) & 0xff;
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return this.push(null);
      const size = Math.min(chunk.length, bytes - sent);
      sent += size;
      this.push(size === chunk.length ? Buffer.from(chunk) : chunk.subarray(0, size));
    },
  });
}

export async function sha256Of(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const part of stream) hash.update(part);
  return hash.digest('hex');
}

/** Runs `work`, then prints the result line the runner reads (peak RSS of the whole process). */
export async function runCase(
  name: string,
  bytes: number,
  work: () => Promise<string | void>,
): Promise<void> {
  const started = performance.now();
  const note = await work();
  const wallMs = performance.now() - started;
  const usage = process.resourceUsage();
  const result: CaseResult = {
    name,
    bytes,
    wallMs,
    peakRssMb: usage.maxRSS / 1024,
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
    ...(note ? { note } : {}),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
