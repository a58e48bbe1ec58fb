#!/bin/bash
# The image's HEALTHCHECK: GET /api/health where the server really listens. The port and address
# are read the way the server reads them: a --port/--host flag in its command line (PID 1, tini,
# holds it) wins over PORT/HOST, so `docker run … taiwan-pos --port 8080` is checked on 8080.
# No curl in the image: bash's /dev/tcp speaks just enough HTTP.
port=${PORT:-3000}
host=${HOST:-0.0.0.0}
args=()
while IFS= read -r -d '' arg; do args+=("$arg"); done </proc/1/cmdline
for ((i = 0; i < ${#args[@]}; i++)); do
  case ${args[i]} in
    --port) port=${args[i + 1]} ;;
    --port=*) port=${args[i]#--port=} ;;
    --host) host=${args[i + 1]} ;;
    --host=*) host=${args[i]#--host=} ;;
  esac
done
# Listening on every address: ask on loopback.
case $host in 0.0.0.0 | :: | '[::]') host=127.0.0.1 ;; esac
exec 3<>"/dev/tcp/$host/$port" || exit 1
printf 'GET /api/health HTTP/1.0\r\nHost: localhost\r\n\r\n' >&3
IFS= read -r status <&3
[[ $status == *' 200 '* ]]
