#!/usr/bin/env bash
# Makes NotoSans-Regular.ttf and NotoSans-Bold.ttf beside this script from the Noto Sans files of
# the npm package @expo-google-fonts/noto-sans (0.4.2: Noto Sans 2.015), with Debian's
# python3-fonttools:  npm pack @expo-google-fonts/noto-sans@0.4.2 && tar xzf expo-google-fonts-*.tgz
#                    bash subset.sh package
# Keeps the characters pdf-assets.ts lets through (`missing` there lists the same ranges), no
# hinting and no OpenType layout tables (jsPDF uses neither), one Unicode cmap subtable.
set -euo pipefail
package=${1:?the unpacked @expo-google-fonts/noto-sans folder}
here=$(dirname "$0")
ranges='U+0020-007E,U+00A0-024F,U+0253,U+0257,U+02BC,U+02C6-02C7,U+02D8-02DD,U+0300-036F,U+1E00-1EFF,U+2010-2015,U+2018-201E,U+2022,U+2026,U+20A6'
for face in 400Regular:Regular 700Bold:Bold; do
  out="$here/NotoSans-${face#*:}.ttf"
  python3 -m fontTools.subset "$package/${face%:*}/NotoSans_${face%:*}.ttf" --unicodes="$ranges" \
    --layout-features='' --drop-tables+=GSUB,GPOS,GDEF,STAT --no-hinting --notdef-outline \
    --output-file="$out"
  python3 -c "
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
font['cmap'].tables = [t for t in font['cmap'].tables if (t.platformID, t.platEncID) == (3, 1)]
font.save(sys.argv[1])" "$out"
done
