# The product's one image: the web server, the API and the worker are the same files started
# with different commands (compose.yaml, docs/operations.md). Node 20 on Debian slim, as the
# machines the tests run on; only production dependencies in the final stage; not root.

# Every dependency, to build the web front end.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# A pinned build id: every web instance of a release must agree on it (the pages compare it).
ARG BUILD_ID
ENV BUILD_ID=${BUILD_ID} NEXT_TELEMETRY_DISABLED=1
RUN npm run build

# Production dependencies only: the backend runs its TypeScript through tsx, a dependency.
FROM node:20-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund

FROM node:20-slim
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --chown=node:node . .
COPY --from=build /app/.next ./.next
# PGlite's folder and the key files when no variable names them: writable by the process only.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000 4000
# The web server by default; compose.yaml names each service's command.
CMD ["npm", "run", "start:web"]
