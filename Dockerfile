# Production image for Fly.io. Build stage: full install, Prisma client, Remix + server build.
# Final stage: production dependencies only, plus the build output and migrations.
FROM node:22-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends openssl ca-certificates && rm -rf /var/lib/apt/lists/*

FROM base AS build
COPY package.json package-lock.json ./
# npm install with the committed lock, as in .ci/run (docs/decisions/009-npm-install-in-ci.md).
RUN npm install --include=dev --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run deps:patch && npm run db:generate && npm run build

FROM base AS production-deps
COPY package.json package-lock.json ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund
# The dependency patches (patches/, decision 027); install scripts are off, so apply them here.
COPY patches ./patches
RUN npx patch-package --error-on-fail
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN DATABASE_URL=postgresql://build@localhost/build npx prisma generate --no-hints

FROM base
# Ghostscript measures uploaded PDFs' plates (spot separations, total ink; decision 053).
RUN apt-get update && apt-get install -y --no-install-recommends ghostscript && rm -rf /var/lib/apt/lists/*
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server-build ./server-build
COPY --from=build /app/public ./public
# The CMYK output profile of the print files (resources/icc/README.md).
COPY --from=build /app/resources ./resources
COPY package.json prisma.config.ts ./
COPY prisma ./prisma
ENV PORT=8080
# The VM has 512 MB (fly.toml): V8's heap stays well inside it, leaving room for image decoding
# (libvips), the PDF worker and socket buffers, and its ceiling keeps V8 from growing the heap
# lazily to hundreds of MB under load (about 50 MB is live; decisions 027 and 028). The benchmarks
# start their servers with these same options (bench/lib/deploy-shape.ts reads them from here).
ENV NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=8"
# Two malloc arenas instead of one per thread: libvips' threads otherwise keep freed image memory
# as RSS (measured: 4 parallel 59 MP uploads peak at 237 MB instead of 342, decision 028).
ENV MALLOC_ARENA_MAX=2
EXPOSE 8080
USER node
CMD ["node", "server-build/index.js"]
