// Import rules of the web app's layout (CONTRIBUTING.md, "The web app") and no import
// cycles in apps/web or packages/machines. Run by `pnpm lint:deps` (part of `pnpm test`).
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
