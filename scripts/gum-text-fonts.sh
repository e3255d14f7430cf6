#!/bin/sh
# Regenerates gum's Devanagari text fonts (storefronts/gum/app/styles/fonts/) from the @fontsource files
# (Noto Sans Devanagari, SIL Open Font License 1.1), for devices with no Devanagari font of their own
# (decision 88): split in two by unicode-range, a core file with what the store's Hindi pages show and an
# extended file with the rest of the @fontsource subset's characters, which a page fetches only when it shows
# one of them (decision 59). The core file also carries the same family's basic Latin (decision 94), so a
# Hindi page's mixed text is set in one face. The ranges here are the ones app/styles/fonts.css declares:
# change both together. Needs fontTools with brotli for WOFF2 (`apt-get install python3-fonttools
# python3-brotli` or `pip install fonttools brotli`; PYTHON names the interpreter that has them, default
# python3).
# pyftsubset keeps its default OpenType features (kerning, ligatures, contextual forms, the Indic shaping
# features); pyftmerge joins the Latin and Devanagari cuts, which share their metrics.
set -eu
cd "$(dirname "$0")/.."
OUT=storefronts/gum/app/styles/fonts
DEVA=node_modules/@fontsource/noto-sans-devanagari/files

# Noto Sans Devanagari: the letters and signs Hindi is written with (every conjunct of them included), the
# joiners, the rupee signs and the dotted circle. Left out: what only other languages and Sanskrit use
# (Marathi's and Sindhi's extra letters, the short e and o, stress signs, the inverted candrabindu); the candra
# e and o of English loanwords (ऑर्डर) stay.
DEVA_CORE='U+0901-0903,U+0905-090D,U+090F-0911,U+0913-0930,U+0932-0933,U+0935-0939,U+093C-0945,U+0947-0949,U+094B-094D,U+0950,U+0958-0960,U+0964-0970,U+200C-200D,U+20A8,U+20B9,U+25CC'
# All of @fontsource's devanagari subset, the core's characters too: a cluster with one character from
# outside the core (a consonant with a short-e sign) is shaped whole by the font that has them all.
# fonts.css gives it the whole range and declares it before the core, so the core wins wherever it can.
# The Latin a Hindi page mixes in (prices, digits, "2mg", brand names, punctuation): ASCII, the no-break
# space, the multiplication sign, dashes, typographic quotes, the bullet, the ellipsis and the trademark sign.
LATIN_UI='U+0020-007E,U+00A0,U+00D7,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2122'
DEVA_EXT='U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09'

PY="${PYTHON:-python3}"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
subset() { # source unicodes output [--flavor=woff2]
  "$PY" -m fontTools.subset "$1" --unicodes="$2" --output-file="$3" ${4:-}
}
subset "$DEVA/noto-sans-devanagari-latin-400-normal.woff2" "$LATIN_UI" "$TMP/latin.ttf"
subset "$DEVA/noto-sans-devanagari-devanagari-400-normal.woff2" "$DEVA_CORE" "$TMP/devanagari.ttf"
"$PY" -m fontTools.merge --output-file="$TMP/core.ttf" "$TMP/latin.ttf" "$TMP/devanagari.ttf"
subset "$TMP/core.ttf" '*' "$OUT/noto-sans-devanagari-400-core.woff2" --flavor=woff2
subset "$DEVA/noto-sans-devanagari-devanagari-400-normal.woff2" "$DEVA_EXT" "$OUT/noto-sans-devanagari-devanagari-400-extended.woff2" --flavor=woff2
node scripts/gum-face-script.mjs # the core face as a script, for the first frame (decision 152)
ls -l "$OUT"
