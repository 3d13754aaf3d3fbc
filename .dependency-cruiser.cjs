/**
 * Layer rules (docs/architecture.md): domain imports nothing outside itself;
 * application imports domain; infrastructure implements application ports;
 * ui uses application (and domain types). Inversify lives only in the
 * composition root (src/composition-root.ts and its factory folder
 * src/composition/). Checked by `npm run lint`, so a wrong import fails `npm test`.
 */
/**
 * The client library: its entry point and everything it re-exports. It runs in
 * a plain Node script and in any browser page (docs/client.md), so it reaches
 * nothing outside these: no package at all (so no React, no Chakra), none of
 * the console's ui or application layers (only the client's logger port).
 */
const CLIENT_LIBRARY = [
  '^src/client/',
  '^src/domain/client/',
  '^src/domain/shared/',
  '^src/application/client/',
  '^src/infrastructure/client/',
  '^src/infrastructure/stream/',
  '^src/infrastructure/http/http-transport\\.ts$',
];

/**
 * Import zones of the ui (docs/architecture.md, "Import zones"), after
 * bulletproof-react: the app (src/ui/app.tsx, the routes with the page
 * table, the shell around the pages, the first-load app and the console
 * rendered whole for tests) composes the features; a feature
 * (src/ui/features/<name>/) imports no other feature and not the app; the
 * shared parts (the page kit src/ui/configuration/, src/ui/components/ and
 * the rest of src/ui) import no feature and not the app. What two features
 * share moves to the kit or to components.
 */
const UI_APP = '^src/ui/(app\\.tsx$|routes/|shell/|first-load/first-load-app\\.tsx$|testing/)';
const UI_FEATURES = '^src/ui/features/';

module.exports = {
  forbidden: [
    {
      name: 'feature-imports-no-other-feature',
      comment: 'A feature (src/ui/features/<name>/) imports no other feature: what two features share moves to the page kit (src/ui/configuration/) or to src/ui/components/.',
      severity: 'error',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: { path: UI_FEATURES, pathNot: '^src/ui/features/$1/' },
    },
    {
      name: 'feature-imports-no-app',
      comment: 'A feature does not reach back into the app that composes it (the routes, the page table, the shell).',
      severity: 'error',
      from: { path: UI_FEATURES },
      to: { path: UI_APP },
    },
    {
      name: 'shared-ui-imports-no-feature',
      comment: 'The page kit (src/ui/configuration/), the components and the rest of the shared ui import no feature and not the app: only the app composes features.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: [UI_APP, UI_FEATURES] },
      to: { path: [UI_FEATURES, UI_APP] },
    },
    {
      name: 'client-library-is-standalone',
      comment: 'The client library imports only its own modules: no package (React, Chakra, …), no console ui or application layer.',
      severity: 'error',
      from: { path: CLIENT_LIBRARY },
      to: { pathNot: CLIENT_LIBRARY },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src' },
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'The domain imports nothing outside src/domain: no other layer, no package.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: ['^src/domain'] },
    },
    {
      name: 'application-imports-domain-only',
      comment: 'Use cases and ports depend on the domain and on nothing concrete.',
      severity: 'error',
      from: { path: '^src/application' },
      to: { pathNot: ['^src/(domain|application)'] },
    },
    {
      name: 'infrastructure-not-ui',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/(ui|composition-root|composition/)' },
    },
    {
      name: 'ui-not-infrastructure',
      comment: 'Views reach adapters only through application ports wired in the composition root.',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/(infrastructure|composition-root|composition/)' },
    },
    {
      name: 'inversify-in-composition-root-only',
      comment: 'Only the composition root and its factories (src/composition/) know the container. No `new` of an adapter or a use case outside them: eslint.config.js (vigil/new-in-composition-root), since dependency-cruiser sees imports, not `new`.',
      severity: 'error',
      from: { pathNot: '^src/(composition-root\\.ts$|composition/)' },
      to: { path: 'node_modules/(inversify|@inversifyjs)/' },
    },
    {
      name: 'adapters-and-use-cases-reached-by-the-root-only',
      comment:
        'What dependency-cruiser can see of "no `new` of an adapter or a use case outside the composition root": outside src/composition-root.ts and src/composition/, a module of an adapter (src/infrastructure/**/*.adapter(s).ts) or a use case (src/application/**/*.use-case.ts) is imported for its types only. The `new` itself is checked by eslint (vigil/new-in-composition-root).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(composition-root\\.ts$|composition/)' },
      to: { path: '^src/(infrastructure/.+[.-]adapters?|application/.+\\.use-case)\\.tsx?$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'crypto-js-in-its-adapter-only',
      comment: 'MD5 goes through the hash port: crypto-js is the fallback inside its adapter (and the WebAssembly one), nowhere else.',
      severity: 'error',
      from: { pathNot: '^src/infrastructure/crypto/crypto-js-md5\\.adapter\\.ts$' },
      to: { path: 'node_modules/crypto-js/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|spec)\\.tsx?$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
