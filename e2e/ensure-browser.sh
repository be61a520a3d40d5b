#!/usr/bin/env bash
# Playwright drives Debian's Chromium (brief §7); Japanese needs fonts-noto-cjk or it renders as boxes.
set -euo pipefail

chromium=/usr/lib/chromium/chromium
cjk_font=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc

if [[ -x "$chromium" && -f "$cjk_font" ]]; then
  exit 0
fi

sudo=()
if [[ "$(id -u)" -ne 0 ]]; then
  sudo=(sudo)
fi

export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update
"${sudo[@]}" apt-get install -y --no-install-recommends chromium fonts-noto-cjk
