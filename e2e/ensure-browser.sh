#!/usr/bin/env bash
# Playwright drives Debian's Chromium (brief §7) through its headless shell, the package
# chromium-headless-shell of the same source and version (playwright.config.ts says why);
# Japanese needs fonts-noto-cjk or it renders as boxes.
set -euo pipefail

chromium=/usr/lib/chromium/chromium-headless-shell
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
"${sudo[@]}" apt-get install -y --no-install-recommends chromium-headless-shell fonts-noto-cjk
