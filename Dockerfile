# syntax=docker/dockerfile:1
# The POS as one compiled binary on a slim Debian.
#   docker build -t taiwan-pos .
#   docker run -d -p 3000:3000 -p 1883:1883 -v pos-data:/data taiwan-pos
# Flags go after the image name (`taiwan-pos --port 8080`, `taiwan-pos backup`); the data stay in
# /data whatever the command, and the health check follows the port the server is given.
# USB printers / serial drawers: add e.g. --device /dev/usb/lp0 (the user is in lp and dialout).

# Keep equal to the "bun" devDependency in package.json.
ARG BUN_VERSION=1.4.5

FROM oven/bun:${BUN_VERSION} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Bun migrates package-lock.json, so the image resolves the same versions npm does.
RUN bun install --frozen-lockfile
COPY . .
# Host target only: the image's own architecture (buildx --platform picks it).
RUN bun scripts/build.ts --host-only

FROM debian:bookworm-slim
# tini as PID 1 forwards SIGTERM to the server and reaps children.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --no-log-init --uid 10001 --user-group --groups lp,dialout --no-create-home --shell /usr/sbin/nologin pos \
 && mkdir /data \
 && chown pos:pos /data
COPY --from=build /app/dist/pos-server /usr/local/bin/pos-server
COPY --from=build --chmod=755 /app/scripts/docker-healthcheck.sh /usr/local/bin/pos-healthcheck
USER pos
WORKDIR /data
VOLUME /data
# In the environment, not in CMD: a command given at `docker run` replaces CMD, and the server
# (or `backup`) would then use ./data, the empty /data/data instead of the store's database.
ENV POS_DATA_DIR=/data PORT=3000
EXPOSE 3000 1883
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 CMD ["/usr/local/bin/pos-healthcheck"]
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/pos-server"]
