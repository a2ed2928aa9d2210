#!/bin/sh
# Chromium as the end-to-end tests and the browser budgets run it (scripts/chromium.ts): the Debian
# binary, with every --disable-features switch it is given joined into one. Chromium reads only
# the last such switch, and Playwright passes its own list before ours.
features=""
for arg do
  shift
  case "$arg" in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" ${features:+"--disable-features=$features"}
