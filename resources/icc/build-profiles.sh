#!/usr/bin/env bash
# Rebuilds the print profiles in this folder (decision 047). Needs Debian's `argyll` package
# (ArgyllCMS colprof) and the characterisation data as colord publishes it (CC0):
# data/profiles/{FOGRA39L_coated,FOGRA29L_uncoated,IFRA26S_2004_newsprint}.iccprofile.xml of the
# colord source, whose <data_ti3> element is the measurement file. Usage: build-profiles.sh DIR
# where DIR holds those three XML files. The black generation (-kp) is colord's for the FOGRA sets.
set -euo pipefail
src=${1:?the folder with the colord XML files}
out=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
for name in FOGRA39L_coated FOGRA29L_uncoated IFRA26S_2004_newsprint; do
  python3 -c 'import html,re,sys; x=open(sys.argv[1]).read(); print(html.unescape(re.search(r"<data_ti3>(.*?)</data_ti3>",x,re.S).group(1)).strip())' \
    "$src/$name.iccprofile.xml" >"$work/$name.ti3"
done
build() { # name source tac [extra colprof options]
  local name=$1 source=$2 tac=$3
  shift 3
  colprof -qm -kp 0 0.3 0.94 0.94 0.48 -l "$tac" "$@" \
    -D "Print Studio $name, TAC $tac%" \
    -C "CC0: from the ${source%%_*} characterisation data (colord), ArgyllCMS colprof" \
    -O "$out/printstudio-$name-tac$tac.icc" "$work/$source"
}
build fogra39 FOGRA39L_coated 300
build fogra39 FOGRA39L_coated 280
build fogra39 FOGRA39L_coated 260
build fogra29 FOGRA29L_uncoated 280
build ifra26 IFRA26S_2004_newsprint 240 -L 95
rm -r "$work"
