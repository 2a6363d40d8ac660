# syntax=docker/dockerfile:1
# Tuinvogeltelling: the API server with the built web app, on Node 24.
# CI cannot pull images; scripts/production-check.mjs runs the runtime stage's steps instead
# (same files copied, `npm ci --omit=dev`, start, /readyz). Keep the two in step.

# --- build: every dependency, then the web app's production build -------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY packages/content/package.json packages/content/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies only, non-root -----------------------------------------
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/api apps/api
COPY --from=build /app/packages packages
COPY --from=build /app/apps/web/package.json apps/web/package.json
COPY --from=build /app/apps/web/dist apps/web/dist
# The server runs from its TypeScript sources (Node 24 strips the types): no compile step.
RUN npm ci --omit=dev --no-audit --no-fund \
    && npm cache clean --force \
    && rm -rf apps/api/test apps/api/bench \
    && mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
VOLUME ["/app/data"]
# /healthz: the process answers (liveness). The balancer should route on /readyz instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): /readyz turns 503, then the drain, then exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/src/server.ts"]
