# One image for the store's services: the compiled backend and gateway (which serves the built web client).
# It runs the gateway; the backend is `node backend/dist/main.js` (docker-compose.yml).

# Every dependency, with the tools that native addons build with when no prebuilt binary fits (this stage only).
FROM node:24-slim AS deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY backend/package.json backend/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

# The servers compiled to JavaScript and the web client built (`npm run build`).
FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only: the development tools pruned, the native addons built above kept.
FROM deps AS production-dependencies
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
# The package.json files say the compiled files are ES modules; the workspace links in node_modules point here.
COPY package.json ./
COPY domain/package.json domain/
COPY backend/package.json backend/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY schema schema
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
# The only place the store writes (SQLite, uploaded photos): a volume in docker-compose.yml.
RUN mkdir /data && chown node:node /data
ENV DATA_DIR=/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "gateway/dist/main.js"]
