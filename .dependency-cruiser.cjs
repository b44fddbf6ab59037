/** Import boundaries (CONVENTIONS.md, rule 9): checked by `make lint`. */
module.exports = {
  forbidden: [
    {
      name: 'no-service-to-other-service',
      comment: 'A service owns its code and data; it talks to others over NATS, never by import.',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/([^/]+)/', pathNot: '^services/$1/' },
    },
    {
      name: 'libs-import-no-service',
      comment: 'libs/ is platform code: it must not depend on a service, the gateway or the SPA.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^(services|gateway|web)/' },
    },
    {
      name: 'gateway-imports-no-service',
      comment: 'The gateway proxies; it holds no business logic.',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^(services|web)/' },
    },
    {
      name: 'services-import-no-gateway-or-web',
      severity: 'error',
      from: { path: '^services/' },
      to: { path: '^(gateway|web)/' },
    },
    {
      name: 'web-features-are-independent',
      comment: 'SPA features do not import each other; shared code lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-imports-no-server-code',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(services|gateway|libs)/' },
    },
    {
      name: 'envelopes-features-import-only-the-kernel',
      comment:
        'An envelopes feature imports only itself, the flow kernel (envelope-flow/), envelopes/ and common/: never another feature.',
      severity: 'error',
      from: { path: '^services/envelopes/src/(?!envelope-flow/|envelopes/|common/|migrations/)([^/]+)/' },
      to: {
        path: '^services/envelopes/src/[^/]+/',
        pathNot: '^services/envelopes/src/($1|envelope-flow|envelopes|common)/',
      },
    },
    {
      name: 'envelopes-kernel-imports-no-feature',
      comment: 'The flow kernel and the shared envelopes/ and common/ folders never reach into a feature.',
      severity: 'error',
      from: { path: '^services/envelopes/src/(envelope-flow|envelopes|common)/' },
      to: {
        path: '^services/envelopes/src/[^/]+/',
        pathNot: '^services/envelopes/src/(envelope-flow|envelopes|common)/',
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      // The SDK's generated client (sdk/src/gen, written by @hey-api/openapi-ts) is the
      // generator's own layout, checked for drift by `make lint`, not code we arrange.
      from: { pathNot: '^sdk/src/gen/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
