#!/usr/bin/env bash
# A CA the chain owns and the hub's certificate (name "hub", as the leaves dial it) in ./tls.
# Keep tls/chain-ca.key off the servers; the leaves get only tls/chain-ca.crt.
set -euo pipefail
cd "$(dirname "$0")" && mkdir -p tls && cd tls
ec=(-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes)
openssl req -x509 "${ec[@]}" -keyout chain-ca.key -out chain-ca.crt -days 3650 -subj /CN=pos-chain-ca
openssl req "${ec[@]}" -keyout hub.key -out hub.csr -subj /CN=hub
printf 'subjectAltName=DNS:hub,DNS:%s\n' "${HUB_HOST:-localhost}" >hub.ext
openssl x509 -req -in hub.csr -CA chain-ca.crt -CAkey chain-ca.key -CAcreateserial -out hub.crt -days 825 -extfile hub.ext
chmod 644 hub.key   # read by the nats image's user
echo "tls/: chain-ca.crt (to every leaf), hub.crt + hub.key (the hub only)"
