import { startBenchStack, type BenchStack } from '../stack-processes.js';

/**
 * What the load bench's stack gets on top of what `make run` gives it. Every simulated recipient
 * calls from 127.0.0.1, where real ones each have an address of their own, so the gateway's limit
 * per client address on the public token API (120 a minute) would refuse the load itself; the
 * limit per action token stays as configured.
 */
const LOAD_STACK_ENV: Record<string, string> = { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' };

/** The load bench's stack for the Jest file calling this: started before its tests, stopped after. */
export function loadStackForThisFile(name: string): () => BenchStack {
  let bench: BenchStack | undefined;
  beforeAll(async () => {
    bench = await startBenchStack(name, LOAD_STACK_ENV);
  }, 300_000);
  afterAll(async () => {
    await bench?.stop();
  }, 60_000);
  return () => bench!;
}
