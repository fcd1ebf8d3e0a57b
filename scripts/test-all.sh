#!/usr/bin/env bash
# `npm test`: the checks that compute (type check, lint, the layer rules, Vitest) run beside the browser
# tests, which mostly wait on pages; on CI's 2 cores that keeps a clean-clone run under 15 minutes (decision 036).
# The portal is built first, alone: the browser tests wait on it and nothing else does.
# Either side failing fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
# Node 24 from the node package (decision 310), also when this script is started without npm.
export PATH="$PWD/node_modules/.bin:$PATH"
if [ -z "${EPD_PREBUILT:-}" ]; then
  npm run build || exit 1
fi
# EPD_CHECKED: .ci/run ran the type check, lint, layer rules and knip already, while the install finished.
if [ -n "${EPD_CHECKED:-}" ]; then
  ( EPD_TEST_TIER=ci npm run test:unit && npm run test:browser-unit ) > .test-checks.log 2>&1 &
else
  ( npm run typecheck && npm run lint && npm run boundaries && npm run knip && EPD_TEST_TIER=ci npm run test:unit && npm run test:browser-unit ) > .test-checks.log 2>&1 &
fi
checks=$!
EPD_BROWSER_TIER=ci npx playwright test tests/e2e
e2e=$?
# WebKit and Firefox: sign-in to the signed policy read (decision 320); `npm run test:engines` walks all.
EPD_ENGINES_TIER=smoke npx vitest run -c vitest.engines.config.ts
engines=$?
wait "$checks"
checks_rc=$?
echo "== type check, lint, layer rules, unused code (knip) and unit tests (run beside the browser tests)"
cat .test-checks.log
rm -f .test-checks.log
echo "== browser tests: exit $e2e; WebKit and Firefox: exit $engines; type check, lint, layer rules and unit tests: exit $checks_rc"
[ "$e2e" -eq 0 ] && [ "$engines" -eq 0 ] && [ "$checks_rc" -eq 0 ]
