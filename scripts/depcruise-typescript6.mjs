/**
 * `node --import ./scripts/depcruise-typescript6.mjs`: dependency-cruiser reads TypeScript through the
 * `typescript` package's compiler API, which TypeScript 7 (this project's `tsc`) does not have. TypeScript 6
 * is installed beside it as `typescript6`; in this process, and only here, `typescript` means that one
 * (decision 390).
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const match = /^typescript(\/.*)?$/.exec(specifier);
    return nextResolve(match ? `typescript6${match[1] ?? ''}` : specifier, context);
  },
});
