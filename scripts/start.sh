#!/usr/bin/env bash
# npm start: installs what is missing, builds, then runs the whole product in the foreground
# until Ctrl-C. See docs/local-stack.md.
set -euo pipefail
cd "$(dirname "$0")/.."
START_T0_MS=$(date +%s%3N)
export START_T0_MS

# A product that already runs is left alone: nothing is reinstalled or rebuilt under it.
if node scripts/start.mjs --if-running; then exit 0; fi

source scripts/lib/npm-install.sh
install_npm_packages
node scripts/ensure-infra.mjs
echo "Building..."
npm run build --silent
exec node scripts/start.mjs
