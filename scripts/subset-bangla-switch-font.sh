#!/usr/bin/env bash
# Makes apps/web/src/i18n/bangla-switch-label.woff2: the glyphs of the word 'বাংলা' only, cut from
# Noto Sans Bengali (SIL Open Font License 1.1, as shipped by @fontsource-variable/noto-sans-bengali),
# so an English page can name the other language without fetching the whole 105 KB Bengali font
# (docs/decisions/0018-bangla-interface.md). Needs Debian's `fonttools` and `python3-brotli`.
set -euo pipefail
cd "$(dirname "$0")/.."
pyftsubset node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2 \
  --text='বাংলা' --layout-features='*' --flavor=woff2 --output-file=apps/web/src/i18n/bangla-switch-label.woff2
