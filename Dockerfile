# One image for the store's services: the backend and the gateway (which serves the built web client).
FROM node:20-bookworm-slim

WORKDIR /app
# better-sqlite3 builds from source when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*

COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY backend/package.json backend/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build

ENV NODE_ENV=production
USER node
EXPOSE 3000 4000
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
