#!/bin/sh
# Regenerates gum's text fonts (storefronts/gum/app/styles/fonts/) from the @fontsource files: each split in
# two by unicode-range, a core file with what the store's pages show (fetched before the first paint) and an
# extended file with the rest of the @fontsource subset's characters, which a page fetches only when it shows
# one of them (decision 59). The ranges here are the ones
# app/styles/fonts.css declares: change both together. Needs fontTools with brotli for WOFF2
# (`apt-get install python3-fonttools python3-brotli` or `pip install fonttools brotli`; PYTHON names the
# interpreter that has them, default python3).
# pyftsubset keeps its default OpenType features (kerning, ligatures, contextual forms, the Indic shaping
# features); Inter's optional ones (tabular or fraction figures, stylistic sets) go: the CSS asks for none.
set -eu
cd "$(dirname "$0")/.."
OUT=storefronts/gum/app/styles/fonts
INTER=node_modules/@fontsource/inter/files
DEVA=node_modules/@fontsource/noto-sans-devanagari/files

# Inter: ASCII, Latin-1's punctuation and signs, the typographic quotes, dashes, bullet and ellipsis.
INTER_CORE='U+0000-00BF,U+00D7,U+00F7,U+200B-200F,U+2013-2014,U+2018-201A,U+201C-201E,U+2020-2022,U+2026,U+2030,U+2039-203A,U+2060,U+20AC,U+2122,U+2212,U+FEFF,U+FFFD'
# The rest of @fontsource's latin subset: accented letters and the rarer punctuation.
INTER_EXT='U+00C0-00D6,U+00D8-00F6,U+00F8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-200A,U+2010-2012,U+2015-2017,U+201B,U+201F,U+2023-2025,U+2027-202F,U+2031-2038,U+203B-205F,U+2061-206F,U+2191,U+2193,U+2215'
# Noto Sans Devanagari: the letters and signs Hindi is written with (every conjunct of them included), the
# joiners, the rupee signs and the dotted circle. Left out: what only other languages and Sanskrit use
# (Marathi's and Sindhi's extra letters, the short e and o, stress signs, the inverted candrabindu); the candra
# e and o of English loanwords (ऑर्डर) stay.
DEVA_CORE='U+0901-0903,U+0905-090D,U+090F-0911,U+0913-0930,U+0932-0933,U+0935-0939,U+093C-0945,U+0947-0949,U+094B-094D,U+0950,U+0958-0960,U+0964-0970,U+200C-200D,U+20A8,U+20B9,U+25CC'
# All of @fontsource's devanagari subset, the core's characters too: a cluster with one character from
# outside the core (a consonant with a short-e sign) is shaped whole by the font that has them all.
# fonts.css gives it the whole range and declares it before the core, so the core wins wherever it can.
DEVA_EXT='U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09'

subset() { # source unicodes output
  "${PYTHON:-python3}" -m fontTools.subset "$1" --unicodes="$2" --flavor=woff2 --output-file="$OUT/$3"
}
for weight in 400 700; do
  subset "$INTER/inter-latin-$weight-normal.woff2" "$INTER_CORE" "inter-latin-$weight-core.woff2"
  subset "$INTER/inter-latin-$weight-normal.woff2" "$INTER_EXT" "inter-latin-$weight-extended.woff2"
done
subset "$DEVA/noto-sans-devanagari-devanagari-400-normal.woff2" "$DEVA_CORE" noto-sans-devanagari-devanagari-400-core.woff2
subset "$DEVA/noto-sans-devanagari-devanagari-400-normal.woff2" "$DEVA_EXT" noto-sans-devanagari-devanagari-400-extended.woff2
ls -l "$OUT"
