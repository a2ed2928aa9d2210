#!/bin/sh
# Chromium for the browser budgets: the Debian binary, with every --disable-features switch it is
# given joined into one. Chromium reads only the last such switch, and Playwright passes its own
# list before ours (bench-server.ts launchChromium).
features=""
for arg do
  shift
  case "$arg" in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" ${features:+"--disable-features=$features"}
