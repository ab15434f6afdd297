# Sourced by start.sh and test.sh: installs npm packages as locked when node_modules is missing or
# older than package-lock.json (a pull that changed dependencies).
install_npm_packages() {
  if [ -f node_modules/.package-lock.json ] && [ ! package-lock.json -nt node_modules/.package-lock.json ]; then
    return 0
  fi
  echo "Installing npm packages..."
  # argon2 compiles against Node's headers. Debian's nodejs package ships them in /usr/include/node;
  # pointed there, node-gyp never tries to download them (this machine reaches only the registries).
  if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node.h ] && [ -z "$(npm config get nodedir 2>/dev/null | grep -v '^undefined$')" ]; then
    export npm_config_nodedir=/usr
  fi
  # npm ci refuses a lock file that lacks other platforms' optional packages (@swc/core-darwin-*...),
  # and the registry these machines use serves only this platform's, so the lock cannot list them.
  # npm install then installs the same locked versions and leaves package-lock.json unchanged.
  npm ci --no-audit --no-fund || {
    echo "npm ci refused the lock file (see above); installing the locked versions with npm install instead."
    npm install --no-audit --no-fund
  }
}
