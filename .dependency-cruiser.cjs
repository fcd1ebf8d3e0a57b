/**
 * The portal's layers, checked on every `npm test` (`npm run boundaries`): composition lives in
 * src/app alone, features stand side by side, the machines and the sandbox never reach into the views.
 * docs/decisions/046-composition-in-app.md says why; docs/architecture.md draws the graph these rules keep.
 */

/** The React side of the portal: what the browser draws, and where it is assembled. */
const VIEWS = '^src/(app|features|components|routes|services|shell)/|^src/main[.]tsx$|^src/.+[.]tsx$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles: each module can be read, tested and loaded without the ones that use it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-not-to-app',
      severity: 'error',
      comment:
        'Only src/main.tsx imports src/app: features, the shell and the routes receive the API client, the ' +
        'session and the effects through the router context (useServices in src/services).',
      from: { path: '^src/', pathNot: '^src/app/|^src/main[.]tsx$' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        'A feature imports no other feature: what two screens share lives in src/components, src/shell, ' +
        'src/services or src/domain.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-not-to-features',
      severity: 'error',
      comment: 'The shared layers (components, shell, services, domain, api) import no feature.',
      from: { path: '^src/(components|shell|services|domain|api|telemetry)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'machines-not-to-views',
      severity: 'error',
      comment: 'Machines are React-free statecharts: they read src/api and src/domain, never the views.',
      from: { path: '^machines/' },
      to: { path: VIEWS },
    },
    {
      name: 'sandbox-not-to-views',
      severity: 'error',
      comment:
        'The sandbox shares the contract, the rules and the machines with the portal, never its views.',
      from: { path: '^sandbox/' },
      to: { path: VIEWS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(src|machines|sandbox)/',
    // A type-only import ties two files together too, for a reader and for the layer rules.
    tsPreCompilationDeps: true,
    reporterOptions: {
      dot: { collapsePattern: '^(src/[^/]+|machines|sandbox)/' },
      archi: { collapsePattern: '^(src/[^/]+|machines|sandbox)/' },
    },
  },
};
