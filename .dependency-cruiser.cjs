// Import rules of the web app's layout (CONTRIBUTING.md, "The web app") and of the server's
// (handlers, contract types), and no import cycles in apps/web, packages/machines or
// apps/api. Run by `pnpm lint:deps` (part of `pnpm test`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared part out so imports point one way.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-imports-another-feature',
      severity: 'error',
      comment: 'What two features share lives in apps/web/src/lib or apps/web/src/components.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'feature-imports-app',
      severity: 'error',
      comment: 'app/ composes features; a feature takes what it needs from lib/ or components/.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-imports-feature-or-app',
      severity: 'error',
      comment: 'lib/ and components/ serve every feature, so they know none of them (nor app/).',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'handler-imports-another-handler',
      severity: 'error',
      comment:
        'A handler file maps its operations to use cases; what two areas share lives outside handlers/.',
      from: {
        path: '^apps/api/src/handlers/([^/]+)\\.ts$',
        pathNot: '^apps/api/src/handlers/index\\.ts$',
      },
      to: {
        path: '^apps/api/src/handlers/',
        pathNot: ['^apps/api/src/handlers/$1\\.ts$', '^apps/api/src/handlers/types\\.ts$'],
      },
    },
    {
      name: 'area-reaches-into-another-areas-queries',
      severity: 'error',
      comment:
        "An area's *.queries.ts are its own: another area goes through the area's use cases and reads, and rows every area shares live under db/.",
      from: {
        path: '^apps/api/src/([^/]+)/',
        pathNot: '^apps/api/src/(db|http|handlers|seed|test|storage)/',
      },
      to: { path: '^apps/api/src/[^/]+/.*\\.queries\\.ts$', pathNot: '^apps/api/src/$1/' },
    },
    {
      name: 'request-types-from-handlers',
      severity: 'error',
      comment:
        "An operation's request and answer types come from contract.ts; handlers/types.ts is for handlers (and app.ts, the seed, which call them).",
      from: {
        path: '^apps/api/src/',
        pathNot: [
          '^apps/api/src/handlers/',
          '^apps/api/src/app\\.ts$',
          '^apps/api/src/seed/calls\\.ts$',
        ],
      },
      to: { path: '^apps/api/src/handlers/types\\.ts$' },
    },
    {
      name: 'query-imports-http',
      severity: 'error',
      comment: 'A query module returns rows; the use case holds errors and envelopes.',
      from: { path: '^apps/api/src/.+\\.queries\\.ts$' },
      to: { path: '^apps/api/src/http/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.tsbuild/', '/dist/'] },
    // Type-only imports count: a cycle through types is still a cycle to untangle.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
