#!/bin/sh
# Regenerates gum's language-switch label font (storefronts/gum/app/styles/fonts/): Noto Sans Devanagari
# 700 cut down to the glyphs of the switch's Hindi labels ("हिन्दी", short "हिं"), so an English page draws
# them without the 54 KB Devanagari file (decision 59).
# Needs fontTools (`pip install fonttools`); rerun when those labels change (locales/*/common.json
# language.hi, LanguageSwitch.tsx SHORT_NAMES). WOFF (zlib): fontTools writes WOFF2 only with brotli.
set -eu
cd "$(dirname "$0")/.."
pyftsubset node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff \
  --text="हिन्दीहिं" --layout-features='*' --flavor=woff \
  --output-file=storefronts/gum/app/styles/fonts/noto-sans-devanagari-700-language-label.woff
