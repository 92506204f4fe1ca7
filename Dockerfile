# syntax=docker/dockerfile:1
# Managewell in a container: the build stage installs everything and builds every remote, the
# shell and the server; the run stage keeps the build and the production dependencies only and
# runs as the unprivileged `node` user. Not built or run in CI: check it by hand when it changes.
#   docker build -t managewell .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e S3_BUCKET=… managewell

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN corepack enable && corepack prepare pnpm@10.34.9 --activate
# The manifests first, so a change to the sources does not download the dependencies again.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shell/package.json shell/
COPY remotes/website-admin/package.json remotes/website-admin/
COPY remotes/verification/package.json remotes/verification/
COPY remotes/sales/package.json remotes/sales/
COPY remotes/hr/package.json remotes/hr/
COPY remotes/quotation/package.json remotes/quotation/
COPY remotes/employee/package.json remotes/employee/
COPY remotes/public-site/package.json remotes/public-site/
COPY packages/api/package.json packages/api/
COPY packages/auth/package.json packages/auth/
COPY packages/ui/package.json packages/ui/
COPY packages/mf/package.json packages/mf/
COPY mock-api/package.json mock-api/
COPY server/package.json server/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY . .
# The embedded PostgreSQL's prepared cluster is left out: initdb refuses root, and a deployment
# uses DATABASE_URL (a trial without it runs initdb on its first start instead).
RUN SKIP_PG_TEMPLATE=1 pnpm build
# Only what the server needs at run time (the build tools go).
RUN pnpm install --frozen-lockfile --prod --offline --config.confirmModulesPurge=false \
  && rm -rf /root/.cache /root/.local/share/pnpm

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# Owned by root and read-only to the server; only DATA_DIR (the embedded database of a trial, or
# files when no bucket is set) is the server's to write.
COPY --from=build /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself (no pnpm, no shell) receives SIGTERM and stops cleanly.
CMD ["node", "server/dist/main.js"]
