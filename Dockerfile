# syntax=docker/dockerfile:1
# The POS as one compiled binary on a slim Debian.
#   docker build -t taiwan-pos .
#   docker run -d -p 3000:3000 -p 1883:1883 -v pos-data:/data taiwan-pos
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
USER pos
WORKDIR /data
VOLUME /data
EXPOSE 3000 1883
# No curl in the image: bash's /dev/tcp speaks just enough HTTP.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-3000} && printf 'GET /api/health HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && head -n1 <&3 | grep -q ' 200 '"]
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/pos-server"]
CMD ["--data", "/data"]
