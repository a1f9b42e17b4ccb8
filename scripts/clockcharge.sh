#!/usr/bin/env bash
# Measures, in the real window under Xvfb, what the clock charges a player
# who answers the computer a fixed time after the board stood still: the
# time from the last stone's landing to the key is all the clock may charge.
# A game on a 10-minute clock without increment against level 1; after
# each of the computer's moves a watcher of the board's pixels
# (scripts/clockcharge.go) waits until nothing has moved for 0.6 s, presses
# the person's move CLOCKCHARGE_REPLY later, and reads the time charged
# from the autosave's clock comments.
#
# Usage: scripts/clockcharge.sh [BIN]      (default bin/togyzkumalak)
#
# Settings (environment):
#   CLOCKCHARGE_MOVES  the moves measured (default 8)
#   CLOCKCHARGE_REPLY  the answer's delay after the board stood still (default 1s)
#   CLOCKCHARGE_SPEED  the animation speed: slow, normal, fast (default normal)
set -euo pipefail

X_NAME=clockcharge
# shellcheck source=scripts/xvfb.sh
source "$(dirname "${BASH_SOURCE[0]}")/xvfb.sh"

bin=${1:-bin/togyzkumalak}
moves=${CLOCKCHARGE_MOVES:-8}
reply=${CLOCKCHARGE_REPLY:-1s}
speed=${CLOCKCHARGE_SPEED:-normal}
if [[ ! -x $bin ]]; then
	x_log "FAIL: $bin is not an executable file (run: make build)"
	exit 1
fi
bin=$(realpath "$bin")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

WORK=$(mktemp -d "${TMPDIR:-/tmp}/togyzkumalak-clockcharge.XXXXXX")
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
# The watcher first: its build must not share the CPU with the game.
(cd "$here/.." && go build -o "$WORK/watch" "$here/clockcharge.go")

mkdir -p "$WORK/config/togyzkumalak"
cat >"$WORK/config/togyzkumalak/settings.json" <<EOF
{
  "version": 2,
  "language": "en",
  "theme": "system",
  "animation_speed": "$speed",
  "sound": false,
  "show_hole_names": false,
  "level": 1,
  "colour": "white",
  "two_players": false,
  "time_control": "600",
  "window_width": 1000,
  "window_height": 600
}
EOF

x_start_server 1000x600
xdotool mousemove 999 599 # off the board: no hover effects
x_start_app "$bin" "$log"
x_wait_window 60
wid=$WID
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
x_settle root "$WORK/start.png" 30
xdotool key Escape # the first start's offer of the lessons
x_settle root "$WORK/start.png" 30

# The board: the left part of the window between the two player cards
# (the cards' clocks tick and would never stand still).
eval "$(xdotool getwindowgeometry --shell "$wid")"
rect="$((X + WIDTH * 4 / 100)),$((Y + HEIGHT * 24 / 100)),$((WIDTH * 62 / 100)),$((HEIGHT * 64 / 100))"
x_log "watching the board at $rect (window ${WIDTH}x${HEIGHT}); $moves moves, each answered $reply after the board stood still"
"$WORK/watch" -autosave "$WORK/data/togyzkumalak/autosave.pgn" -rect "$rect" -moves "$moves" -reply "$reply"
x_stop_app 20 || true
