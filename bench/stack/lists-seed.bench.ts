// `make seed-lists`: drops and refills the lists bench's own database (rubrica_bench_lists by
// default) with 100 organizations of 10,000 envelopes and one of 100,000, three recipients and
// a short history each (about 1.1 M envelopes, 3.3 M recipients, 3.3 M history entries).
// LISTS_SEED=small writes a 50,000-envelope version for quick runs; LISTS_SEED=biggest writes the
// 100,000-envelope organization and ten of 10,000 (200,000), the biggest organization's figures
// at a fifth of the seeding time.
import { loadConfig, z } from '@rubrica/config';
import { FULL_PLAN, seedLists } from './lists/lists-seed.js';

const { LISTS_BENCH_DATABASE_URL, LISTS_SEED } = loadConfig(
  'lists-seed',
  z.object({
    LISTS_BENCH_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/rubrica_bench_lists'),
    LISTS_SEED: z.enum(['full', 'small', 'biggest']).default('full'),
  }),
);

it(`seeds the lists bench's database (${LISTS_SEED})`, async () => {
  const plan =
    LISTS_SEED === 'full'
      ? FULL_PLAN
      : LISTS_SEED === 'biggest'
        ? { ...FULL_PLAN, organizations: 10 }
        : { organizations: 4, perOrganization: 10_000, biggest: 10_000, longHistory: 500 };
  const started = performance.now();
  console.log(`Seeding ${LISTS_BENCH_DATABASE_URL}: ${JSON.stringify(plan)}`);
  await seedLists(LISTS_BENCH_DATABASE_URL, plan);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}, 3_600_000);
