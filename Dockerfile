# syntax=docker/dockerfile:1.7
#
# Every image of the product comes from this file, one target per app:
#   docker build --target gateway -t dental/gateway:latest .
#   (gateway, auth, verification, templates, billing, files, reports; `migrate` runs the database
#   migrations as a separate release step, see docs/production.md)
#
# manifests ─┬─> build (all dependencies; compiles the services and the web app)
#            └─> deps  (production dependencies only) ─> app-deps (each app's own share of them)
# runtime (non-root, compiled libs) ─> one small stage per app, with only that app's node_modules

# Node.js 24, the active LTS (Node 20 is past its end of life, and a dependency asks for 22 or later).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# Only the package manifests, so the npm layers below stay cached until a dependency changes.
FROM base AS manifests
COPY . /src
RUN set -eu; \
    mkdir -p /manifests; \
    cd /src; \
    cp package.json package-lock.json /manifests/; \
    for manifest in apps/*/package.json libs/*/package.json; do \
      mkdir -p "/manifests/$(dirname "$manifest")"; \
      cp "$manifest" "/manifests/$manifest"; \
    done

# Compilers for native addons (argon2) in case no prebuilt binary matches the build platform.
# Only build and deps use them; no runtime image carries them.
FROM base AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

FROM toolchain AS build
COPY --from=manifests /manifests/ ./
# Exactly the lockfile's versions: npm ci fails, rather than resolve anew, when package-lock.json is
# out of step with the package.json files.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# Gather what the runtime needs: each package's manifest and compiled output, and the web app; no
# source maps (nor declaration maps): an image ships what runs, not the sources.
RUN set -eu; \
    for dir in libs/* apps/*; do \
      case "$dir" in apps/admin-web|libs/testing|libs/local-stack) continue ;; esac; \
      mkdir -p "/out/$dir"; \
      cp "$dir/package.json" "/out/$dir/"; \
      cp -R "$dir/dist" "/out/$dir/dist"; \
    done; \
    find /out -name '*.tsbuildinfo' -delete; \
    find /out -name '*.map' -delete; \
    cp -R apps/admin-web/dist /out/web; \
    find /out/web -name '*.map' -delete

# Production dependencies of the root and of the Node packages. The web app's dependencies (React,
# MUI: bundled into apps/admin-web/dist by Vite) the test helpers and the local stack stay out of the images.
# The packages' own source maps go too: an image ships what runs.
FROM toolchain AS deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm set -eu; \
    workspaces=""; \
    for dir in libs/* apps/*; do \
      case "$dir" in apps/admin-web|libs/testing|libs/local-stack) ;; *) workspaces="$workspaces --workspace=$dir" ;; esac; \
    done; \
    npm ci --no-audit --no-fund --omit=dev --include-workspace-root $workspaces; \
    find node_modules -type f \( -name '*.js.map' -o -name '*.cjs.map' -o -name '*.mjs.map' -o -name '*.ts.map' -o -name '*.css.map' \) -delete

# Each app's own production dependencies: what its code loads from its entry points (and the
# @dental libraries it uses) import, and everything those need according to the lockfile
# (scripts/app-dependencies.cjs), copied out of the deps stage's node_modules. The gateway's image
# has no argon2 nor exceljs, a service's no helmet; the script fails the build should a package an app
# imports be missing or be a development dependency.
FROM deps AS app-deps
COPY package-lock.json ./
COPY scripts/app-dependencies.cjs ./scripts/
COPY apps ./apps
COPY libs ./libs
RUN set -eu; \
    for app in gateway auth verification templates billing files reports; do \
      node scripts/app-dependencies.cjs "$app" > "/tmp/$app.list"; \
      mkdir -p "/deps/$app"; \
      tar -cf - -T "/tmp/$app.list" | tar -xf - -C "/deps/$app"; \
    done

FROM base AS runtime
ENV NODE_ENV=production
# node_modules/@dental/* are links to ../../libs/* and ../../apps/*; each app's stage adds its own node_modules.
COPY --from=build /app/package.json ./package.json
COPY --from=build /out/libs ./libs
# The base image's `node` user, by number so Kubernetes' runAsNonRoot can verify it is not root.
# The code stays owned by root: the process cannot change it.
USER 1000:1000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.HTTP_PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

FROM runtime AS gateway
ENV HTTP_PORT=3000 \
    WEB_DIST=/app/apps/admin-web/dist
COPY --from=app-deps /deps/gateway/node_modules ./node_modules
COPY --from=build /out/apps/gateway ./apps/gateway
COPY --from=build /out/web ./apps/admin-web/dist
EXPOSE 3000
CMD ["node", "apps/gateway/dist/main.js"]

FROM runtime AS auth
ENV HTTP_PORT=3101
COPY --from=app-deps /deps/auth/node_modules ./node_modules
COPY --from=build /out/apps/auth ./apps/auth
EXPOSE 3101
CMD ["node", "apps/auth/dist/main.js"]

FROM runtime AS verification
ENV HTTP_PORT=3102
COPY --from=app-deps /deps/verification/node_modules ./node_modules
COPY --from=build /out/apps/verification ./apps/verification
EXPOSE 3102
CMD ["node", "apps/verification/dist/main.js"]

FROM runtime AS templates
ENV HTTP_PORT=3103
COPY --from=app-deps /deps/templates/node_modules ./node_modules
COPY --from=build /out/apps/templates ./apps/templates
EXPOSE 3103
CMD ["node", "apps/templates/dist/main.js"]

FROM runtime AS billing
ENV HTTP_PORT=3104
COPY --from=app-deps /deps/billing/node_modules ./node_modules
COPY --from=build /out/apps/billing ./apps/billing
EXPOSE 3104
CMD ["node", "apps/billing/dist/main.js"]

# The files image carries LibreOffice (DOCX to PDF); the files-converter Deployment runs the same
# image with `node apps/files/dist/converter.main.js`.
FROM runtime AS files
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends libreoffice-writer-nogui \
 && rm -rf /var/lib/apt/lists/*
USER 1000:1000
ENV HTTP_PORT=3105
COPY --from=app-deps /deps/files/node_modules ./node_modules
COPY --from=build /out/apps/files ./apps/files
EXPOSE 3105
CMD ["node", "apps/files/dist/main.js"]

FROM runtime AS reports
ENV HTTP_PORT=3106
COPY --from=app-deps /deps/reports/node_modules ./node_modules
COPY --from=build /out/apps/reports ./apps/reports
EXPOSE 3106
CMD ["node", "apps/reports/dist/main.js"]

# One-shot: applies every service's pending migrations (`npm run migrate`), then exits.
FROM runtime AS migrate
# Every service's migrations, the topics command and the init containers' check: all production dependencies.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /out/apps ./apps
COPY --from=build /app/scripts ./scripts
HEALTHCHECK NONE
CMD ["node", "scripts/migrate.mjs"]
