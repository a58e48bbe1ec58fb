// The walls between the parts of the POS, checked on every `npm test` (scripts/test-all.ts runs
// `depcruise src --config .dependency-cruiser.cjs`). An "error" rule fails the run.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'devices-is-a-library',
      comment:
        'src/devices knows nothing of the server or the UI: what it needs it asks through its ports (PrintJobStore, ' +
        'DeviceAuthenticator).',
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
      comment:
        'The UI talks to the server over HTTP only; what both need lives in src/shared. One exception: the App ' +
        'type of src/server/app.ts, which the Eden client (src/ui/api/client.ts) reads so that a path, body or ' +
        'answer drifting from the server fails to compile (ui-server-app-type-only keeps that import type-only).',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/server/', pathNot: '^src/server/app\\.ts$' },
    },
    {
      name: 'ui-server-app-type-only',
      comment:
        'A type-only import is erased by the build: no server code (bun:sqlite, secrets) reaches the browser bundle.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/server/app\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'devices-one-door',
      comment:
        'The server uses the devices library through src/devices/index.ts only (tests may use src/devices/testing).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/devices/', pathNot: '^src/devices/(index\\.ts$|testing/)' },
    },
    {
      name: 'server-module-one-door',
      comment:
        'A server module uses another module through that module\'s index.ts only (its public surface); tests and ' +
        'test helpers may reach further. ' +
        'Every module has its index.ts; what several modules share and no module owns lives outside them ' +
        '(src/server/http: params, csv; ' +
        'src/server/db: display-name; src/shared: request models, domain rules).',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: '(\\.test\\.tsx?$|/test-[^/]+\\.ts$|/testing(\\.ts$|/))' },
      to: { path: '^src/server/modules/', pathNot: '^src/server/modules/($1/|[^/]+/index\\.ts$)' },
    },
    {
      name: 'server-uses-module-doors',
      comment:
        'The rest of the server (composition root, app, http, demo data) uses a module through its index.ts too. ' +
        'Tests, test harnesses and the benchmark data generator (bench-data.ts, tooling) may reach further.',
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: [
          '^src/server/modules/',
          '(\\.test\\.tsx?$|/test-[^/]+\\.ts$|/testing(\\.ts$|/))',
          '^src/server/bench-data\\.ts$',
        ],
      },
      to: { path: '^src/server/modules/', pathNot: '^src/server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-modules-no-circular',
      comment:
        'No import cycle through server modules that runs at load time (a cycle is how a module reads another\'s ' +
        'export before it is ' +
        'initialised). Type-only imports are erased and may close a loop (a module naming another\'s type).',
      severity: 'error',
      from: { path: '^src/server/modules/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'request-models-are-types-to-the-ui',
      comment:
        'Request models in src/shared/api/requests are Elysia t schemas; the UI takes their static types with ' +
        '`import type` only, ' +
        'so Elysia never lands in the browser bundle.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/shared/api/requests/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-no-server-packages',
      comment:
        'src/shared is plain TypeScript; only the request models (src/shared/api/requests) may use Elysia\'s t (and ' +
        'its TypeBox types).',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: ['^src/shared/api/requests/', '\\.test\\.ts$'] },
      to: { path: '^(node_modules/)?(elysia|@sinclair/typebox|drizzle-orm|@elysiajs/[^/]+)(/|$)|^bun(:|$)' },
    },
    {
      name: 'ui-domain-to-domain',
      comment:
        'The UI is grouped by domain under src/ui/features (ordering, floor, kitchen, diner, back-office, account). ' +
        'A domain imports only itself, the UI\'s common parts (src/ui/api, components, hooks, shell, state and the ' +
        'files ' +
        'at src/ui\'s top: api, query, live, labels, format, front-of-house-api, ...), src/shared and packages; ' +
        'never ' +
        'another domain. A piece two domains need (the payment dialog, the phone cart) lives in src/ui/components.',
      severity: 'error',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: {
        pathNot: [
          '^src/ui/features/$1/',
          '^src/ui/(api|components|hooks|shell|state)/',
          // the screen tests' server and render helpers
          '^src/ui/testing/',
          '^src/ui/[^/]+$',
          '^src/shared/',
          '(^|/)node_modules/',
        ],
      },
    },
    {
      name: 'ui-common-not-domains',
      comment:
        'The UI\'s common parts (src/ui/components, hooks, state) know no domain, so any domain can use them; ' +
        'only the route table, App and the shell name the screens.',
      severity: 'error',
      from: { path: '^src/ui/(components|hooks|state)/' },
      to: { path: '^src/ui/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
