#!/usr/bin/env bash
# Takes a screenshot of the real game window under Xvfb, for the README.
# `make screenshot` runs it to produce docs/screenshot.png.
#
# Usage: scripts/screenshot.sh OUT.png
#
# Settings (environment):
#   BIN               the program (default bin/togyzkumalak)
#   SCREENSHOT_KEYS   keys to press first, one at a time, waiting after each
#                     until the window is still (xdotool names; default "7")
#   SCREENSHOT_SIZE   resize the window first, e.g. 1100x700 (default: as opened)
#   SCREENSHOT_WAIT   seconds to wait for the window to be still (default 30)
# FYNE_THEME=light|dark and LANG pass through to the program.
set -euo pipefail

X_NAME=screenshot
# shellcheck source=scripts/xvfb.sh
source "$(dirname "${BASH_SOURCE[0]}")/xvfb.sh"

if (($# != 1)); then
	echo "usage: $0 OUT.png" >&2
	exit 2
fi
out=$1
bin=${BIN:-bin/togyzkumalak}
keys=${SCREENSHOT_KEYS-7}
size=${SCREENSHOT_SIZE:-}
wait_still=${SCREENSHOT_WAIT:-30}
if [[ ! -x $bin ]]; then
	x_log "FAIL: $bin is not an executable file (run: make build)"
	exit 1
fi
bin=$(realpath "$bin")
mkdir -p "$(dirname "$out")"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/togyzkumalak-screenshot.XXXXXX")
log=$WORK/app.log
finish() {
	local status=$?
	if ((status != 0)) && [[ -s $log ]]; then
		x_log "program output:"
		tail -n 30 "$log" | sed 's/^/    /'
	fi
	x_cleanup
	exit "$status"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

x_require Xvfb xdotool import compare identify
x_start_server 1920x1200
xdotool mousemove 1919 1199 # off the window: no hover effects
x_start_app "$bin" "$log"
x_wait_window 60
wid=$WID
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
if [[ -n $size ]]; then
	xdotool windowsize --sync "$wid" "${size%x*}" "${size#*x}" 2>/dev/null ||
		xdotool windowsize "$wid" "${size%x*}" "${size#*x}"
fi
x_settle "$wid" "$WORK/shot.png" "$wait_still"
for k in $keys; do
	xdotool key --clearmodifiers "$k"
	sleep 0.5
	x_settle "$wid" "$WORK/shot.png" "$wait_still"
done
cp "$WORK/shot.png" "$out"
x_stop_app 10 || x_log "warning: the program did not exit on SIGTERM"
x_log "wrote $out ($(identify -format '%wx%h' "$out"))"
