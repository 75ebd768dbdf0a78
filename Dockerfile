# syntax=docker/dockerfile:1
# The production image (docs/deployment.md). Build: docker build -t beyond-the-game .
# Run: docker run -e BETTER_AUTH_SECRET=... -e SITE_URL=https://example.com -p 3000:3000 beyond-the-game
# (embedded PGlite in /app/data; set DATABASE_URL for PostgreSQL and WEB_CONCURRENCY for workers).

# ---- dependencies and the build, with the dev tools the build needs
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- what runs: the build, the server, migrations and production dependencies only
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    PGLITE_DATA_DIR=/app/data/pglite \
    UPLOAD_DIR=/app/data/uploads \
    BACKUP_DIR=/app/data/backups \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=65536
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/drizzle ./drizzle
COPY --from=build --chown=node:node /app/server.mjs ./
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/scripts ./scripts
RUN mkdir -p /app/data /app/node_modules/.cache && chown -R node:node /app/data /app/node_modules/.cache
# the official image's unprivileged user (uid 1000)
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# liveness only: the process answers (readiness, /api/health/ready, is for the load balancer)
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# as the README's production start (NODE_ENV=production is set above); server.mjs adds the V8
# flags `npm run serve` passes and drains on SIGTERM
CMD ["node", "server.mjs"]
