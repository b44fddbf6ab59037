// One Jest run for the whole tree (ESM mode; see STACK-NOTES: Nest 12 is ESM-only).
// Workspace packages resolve to their TypeScript sources, so tests need no build.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@rubrica/proto$': '<rootDir>/proto/src/index.ts',
    '^@rubrica/proto/(.*)$': '<rootDir>/proto/$1',
    '^@rubrica/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^@rubrica/([a-z-]+)/([a-z-]+)$': '<rootDir>/libs/$1/src/$2.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/web/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  // A safety net for a hung test, not a measure of speed: a spec that starts its own stack of
  // processes and signs people up can take minutes in its setup when the two cores are shared
  // with the rest of the suite (storage-sharing's setup passed 60 s in a loaded run).
  testTimeout: 180_000,
  maxWorkers: process.env.JEST_WORKERS ?? 2,
  // ESM test files each load their own copy of the modules they import, and a worker's heap grows
  // file after file until it reaches V8's limit and crashes mid-run; a worker that has grown past
  // this much after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1536MB',
};
