// The walls between the parts of the POS, checked on every `npm test` (scripts/test-all.ts runs
// `depcruise src --config .dependency-cruiser.cjs`). An "error" rule fails the run.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'devices-is-a-library',
      comment: 'src/devices knows nothing of the server or the UI: what it needs it asks through its ports (PrintJobStore, DeviceAuthenticator).',
      severity: 'error',
      from: { path: '^src/devices/' },
      to: { path: '^src/(server|ui)/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'src/shared is imported by the server, the UI and the devices; it imports none of them.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|ui|devices)/' },
    },
    {
      name: 'ui-not-server',
      comment: 'The UI talks to the server over HTTP only; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'devices-one-door',
      comment: 'The server uses the devices library through src/devices/index.ts only (tests may use src/devices/testing).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/devices/', pathNot: '^src/devices/(index\\.ts$|testing/)' },
    },
    {
      name: 'server-module-one-door',
      comment:
        'A server module uses another module through that module\'s index.ts only (its public surface); tests and test helpers may reach further. ' +
        'Left at "warn" until every module has its index.ts and the remaining imports go through it (issue 16 item 3).',
      severity: 'warn',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: '(\\.test\\.tsx?$|/test-[^/]+\\.ts$|/testing(\\.ts$|/))' },
      to: { path: '^src/server/modules/', pathNot: '^src/server/modules/($1/|[^/]+/index\\.ts$)' },
    },
    {
      name: 'ui-feature-to-feature',
      comment:
        'A feature imports only itself, the UI\'s common parts (src/ui/components, hooks, shell, state and the ' +
        'files at src/ui\'s top: api, query, live, ids, ...), src/shared and packages; never another feature. ' +
        'At "warn" while feature-to-feature imports remain (issue 16 item 4: 329 when this was written, most of ' +
        'them into front-of-house and back-office); make it an error when the count reaches 0.',
      severity: 'warn',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: {
        pathNot: [
          '^src/ui/features/$1/',
          '^src/ui/(components|hooks|shell|state)/',
          '^src/ui/[^/]+$',
          '^src/shared/',
          '(^|/)node_modules/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
