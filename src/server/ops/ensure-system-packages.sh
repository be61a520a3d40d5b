#!/usr/bin/env bash
# The Debian packages the service and its tests need, installed when missing (apt-get, as root or
# through sudo), so that README's two commands work on a fresh machine.
#   runtime: the server embeds Noto Sans CJK JP (fonts-noto-cjk) in each receipt PDF (issue 27).
#   test:    the runtime's, plus Debian's Chromium headless shell for Playwright (brief §7, the
#            same source and version as Debian's `chromium`; playwright.config.ts says why), whose
#            Japanese needs the same font, and poppler-utils (pdftotext, pdfsig) with
#            libnss3-tools (certutil), with which the receipt tests read the signed PDF back and
#            trust the development CA; and postgresql-client, whose pg_dump the retention test
#            (`npm run test:db`) reads the database with after the purge (issue 28).
set -euo pipefail

mode=${1:-test}
cjk_font=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
chromium=/usr/lib/chromium/chromium-headless-shell

has() { command -v "$1" >/dev/null; }

packages=()
[[ -f "$cjk_font" ]] || packages+=(fonts-noto-cjk)
if [[ "$mode" == test ]]; then
  [[ -x "$chromium" ]] || packages+=(chromium-headless-shell)
  has pdftotext && has pdfsig || packages+=(poppler-utils)
  has certutil || packages+=(libnss3-tools)
  has pg_dump || packages+=(postgresql-client)
elif [[ "$mode" != runtime ]]; then
  echo "usage: $0 [runtime|test]" >&2
  exit 64
fi

(( ${#packages[@]} == 0 )) && exit 0

sudo=()
if [[ "$(id -u)" -ne 0 ]]; then
  sudo=(sudo)
fi

export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update
"${sudo[@]}" apt-get install -y --no-install-recommends "${packages[@]}"
