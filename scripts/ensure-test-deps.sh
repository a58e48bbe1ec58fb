#!/usr/bin/env bash
# Installs the system programs the tests drive: Chromium (Playwright, never a downloaded browser),
# mosquitto (a real MQTT peer), socat (pty pairs for serial devices), zbarimg from zbar-tools
# (reads the printed e-invoice barcodes and QR codes back), xmllint from libxml2-utils (checks the
# e-invoice XML against the Ministry's schemas), nats-server (the chain's hub and store leaves) and
# openssl (a throwaway CA and hub certificate for the leaf links over TLS).
# Idempotent.
set -uo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
{ command -v mosquitto || [ -x /usr/sbin/mosquitto ]; } >/dev/null 2>&1 || missing+=(mosquitto)
command -v socat >/dev/null 2>&1 || missing+=(socat)
command -v zbarimg >/dev/null 2>&1 || missing+=(zbar-tools)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
{ command -v nats-server || [ -x /usr/sbin/nats-server ]; } >/dev/null 2>&1 || missing+=(nats-server)

if [ ${#missing[@]} -eq 0 ]; then
  echo "ensure-test-deps: chromium, mosquitto, socat, zbarimg, xmllint, nats-server and openssl are present"
  exit 0
fi

if [ "$(id -u)" != 0 ]; then
  echo "ensure-test-deps: missing ${missing[*]} and not root; install them with:" >&2
  echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  echo "ensure-test-deps: continuing; tests that need them will fail" >&2
  exit 0
fi

echo "ensure-test-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
# Keep the mosquitto package from starting a system broker on 1883: tests start their own on a
# free port, and the POS's embedded broker wants 1883. Exit code 101 = "action forbidden".
policy=/usr/sbin/policy-rc.d
created_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created_policy=1
fi
status=0
apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" || status=$?
[ "$created_policy" = 1 ] && rm -f "$policy"

if [ "$status" != 0 ]; then
  echo "ensure-test-deps: apt-get failed ($status); continuing, tests that need ${missing[*]} will fail" >&2
fi
exit 0
