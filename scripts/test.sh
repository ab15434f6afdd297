#!/usr/bin/env bash
# npm test (and CI through .ci/run): installs what is missing, then runs every check in order.
# A failing step does not stop the next ones; the last lines sum up, and the exit code is non-zero
# if anything failed. Reports and logs go to test-artifacts/.
set -uo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
artifacts="$PWD/test-artifacts"

passed=0
failed=0
report=()

finish() {
  local elapsed=$(($(date +%s) - started))
  echo
  echo "Steps:"
  printf '  %s\n' "${report[@]}"
  echo
  printf 'Elapsed: %dm %02ds\n' $((elapsed / 60)) $((elapsed % 60))
  echo "Summary: $passed passed, $failed failed"
  if [ "$failed" -eq 0 ]; then exit 0; else exit 1; fi
}

# Nothing below can run without packages, Java and Maven (the Kafka broker), a browser, Postgres and Redis.
source scripts/lib/npm-install.sh
if ! install_npm_packages || ! node scripts/ensure-infra.mjs chromium; then
  failed=1
  report+=("FAIL  set-up (npm packages, Debian packages, Postgres, Redis)")
  finish
fi

rm -rf "$artifacts"
mkdir -p "$artifacts/screenshots"
# Browser tests save screenshots here; integration tests may keep what helps explain a failure.
export TEST_ARTIFACTS_DIR="$artifacts" SCREENSHOTS_DIR="$artifacts/screenshots"

# run_step NAME COMMAND...: one step that counts as a single test.
run_step() {
  local name=$1
  shift
  echo
  echo "=== $name: $*"
  if "$@" 2>&1 | tee "$artifacts/$name.log"; then
    passed=$((passed + 1))
    report+=("pass  $name")
  else
    failed=$((failed + 1))
    report+=("FAIL  $name")
  fi
}

# run_suite NAME FORMAT REPORT_FILE COMMAND...: a step whose report counts its tests.
run_suite() {
  local name=$1 format=$2 file=$3
  shift 3
  echo
  echo "=== $name: $*"
  "$@" 2>&1 | tee "$artifacts/$name.log"
  local code=${PIPESTATUS[0]}
  local counts p f
  counts=$(node scripts/lib/count-tests.mjs "$format" "$file")
  read -r p f <<<"$counts"
  # A run that failed without a failing test (set-up error, crash, hang killed) still fails.
  if [ "$code" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  passed=$((passed + p))
  failed=$((failed + f))
  if [ "$f" -eq 0 ]; then report+=("pass  $name ($p tests)"); else report+=("FAIL  $name ($p passed, $f failed)"); fi
}

run_step lint npm run lint
run_step typecheck npm run typecheck
run_step build npm run build

run_suite unit jest "$artifacts/jest-unit.json" \
  npx jest --selectProjects unit --passWithNoTests --json --outputFile="$artifacts/jest-unit.json"
run_suite web-unit jest "$artifacts/jest-web-unit.json" \
  npm test -w @dental/admin-web -- --json --outputFile="$artifacts/jest-web-unit.json"
# Each integration test file starts its own Kafka broker and database; in band keeps the two
# cores for the services under test. JEST_INTEGRATION_WORKERS=2 trades that for speed.
if [ -n "${JEST_INTEGRATION_WORKERS:-}" ]; then workers=(--maxWorkers="$JEST_INTEGRATION_WORKERS"); else workers=(--runInBand); fi
run_suite integration jest "$artifacts/jest-integration.json" \
  timeout 1800 npx jest --selectProjects integration "${workers[@]}" --passWithNoTests --json --outputFile="$artifacts/jest-integration.json"

# One browser file at a time: each starts a whole product on free ports, and two starting together
# could pick the same port between its check and its use.
if [ -n "$(find test/browser -name '*.browser.test.mjs' 2>/dev/null | head -1)" ]; then
  run_suite browser tap "$artifacts/browser.tap" \
    node --test --test-concurrency=1 --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$artifacts/browser.tap" test/browser/
else
  echo
  echo "=== browser: no test/browser/*.browser.test.mjs yet, skipped"
  report+=("skip  browser (no tests yet)")
fi

finish
