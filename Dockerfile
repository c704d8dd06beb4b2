# CrepiVara: the standalone Next.js server in a small image (docs/operations.md).
#   docker build -t crepivara --build-arg NEXT_PUBLIC_WHATSAPP_NUMBER=506XXXXXXXX --build-arg NEXT_PUBLIC_SITE_URL=https://crepivara.example .
#   docker run -d --name crepivara -p 127.0.0.1:3000:3000 -v crepivara-data:/app/.data -e OPENING_DATE=05/12/2026 -e TRUST_PROXY=1 crepivara
#   docker exec crepivara node owner.mjs invite duena@crepivara.example     (the owner's one-time link)
# The users' database, the generated session secret and the product photos live in the /app/.data
# volume. With
# TRUST_PROXY, publish the port only where the proxy reaches it (127.0.0.1: above, or a network of
# its own): whoever reaches it directly could write their own X-Forwarded-For.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be downloaded.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund

FROM deps AS build
# Public settings are baked into the pages at build time.
ARG NEXT_PUBLIC_WHATSAPP_NUMBER
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_SURVEY_URL
ARG NEXT_PUBLIC_FACEBOOK_URL
ARG NEXT_PUBLIC_INSTAGRAM_URL
ARG NEXT_PUBLIC_TIKTOK_URL
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_PATH=/app/.data/crepivara.db
RUN groupadd --system --gid 1001 crepivara \
 && useradd --system --uid 1001 --gid crepivara --no-create-home crepivara \
 && mkdir -p /app/.data && chown crepivara:crepivara /app/.data && chmod 700 /app/.data
COPY --from=build --chown=crepivara:crepivara /app/.next/standalone ./
COPY --from=build --chown=crepivara:crepivara /app/.next/static ./.next/static
COPY --from=build --chown=crepivara:crepivara /app/public ./public
USER crepivara
VOLUME ["/app/.data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Next finishes requests in flight on SIGTERM (docker stop), then the database is closed.
STOPSIGNAL SIGTERM
# serve.mjs (built by `npm run build` beside server.js): the client address from the TCP peer, or
# from TRUST_PROXY proxies (docs/decisions/010-client-address.md), then Next's server.js.
CMD ["node", "serve.mjs"]
