#!/usr/bin/env bash
# Real-window smoke test of the game, run by `make smoke` (part of `make test`).
#
# Usage: scripts/smoke.sh BIN
#
# Starts a virtual X server (Xvfb) on a free display, runs BIN there with a
# private HOME and XDG directories, waits for its window, takes a screenshot,
# presses 7 (sow from hole 7), checks that the window changed, then sends
# SIGTERM and checks that the program exits. Then it starts the program
# again on the same saves, presses 1 and kills it (SIGKILL) while the board
# still sows: the move must be in the autosave already, and a third start
# must resume the game with it. The screenshots and the program's output
# are left in a directory printed at the end.
#
# Before the window, with DISPLAY unset, and with Mesa offering OpenGL 1.4
# only, the program must print one line on stderr, no stack, and exit with
# code 3. After the first start the log
# ($XDG_STATE_HOME/togyzkumalak/togyzkumalak.log) must have the version,
# the system, the OpenGL driver and every start phase, timed; the start after
# the SIGKILL must say that the game closed unexpectedly.
#
# Settings (environment): SMOKE_WINDOW_TIMEOUT (s, default 60),
# SMOKE_CHANGE_TIMEOUT (s, default 15), SMOKE_EXIT_TIMEOUT (s, default 10),
# SMOKE_MIN_PIXELS (pixels that must change, default 200), SMOKE_KEY (7),
# SMOKE_KILL_KEY (the move killed mid-animation, 1).
set -euo pipefail

X_NAME=smoke
# shellcheck source=scripts/xvfb.sh
source "$(dirname "${BASH_SOURCE[0]}")/xvfb.sh"

if (($# != 1)); then
	echo "usage: $0 BIN" >&2
	exit 2
fi
bin=$1
if [[ ! -x $bin ]]; then
	x_log "FAIL: $bin is not an executable file"
	exit 1
fi
bin=$(realpath "$bin")

window_timeout=${SMOKE_WINDOW_TIMEOUT:-60}
change_timeout=${SMOKE_CHANGE_TIMEOUT:-15}
exit_timeout=${SMOKE_EXIT_TIMEOUT:-10}
min_pixels=${SMOKE_MIN_PIXELS:-200}
key=${SMOKE_KEY:-7}
SMOKE_KILL_KEY=${SMOKE_KILL_KEY:-1}

WORK=$(mktemp -d "${TMPDIR:-/tmp}/togyzkumalak-smoke-work.XXXXXX")
out=$(mktemp -d "${TMPDIR:-/tmp}/togyzkumalak-smoke.XXXXXX")
log=$out/app.log
start=$(x_now)

finish() {
	local status=$?
	x_cleanup
	if ((status == 0)); then
		x_log "PASS in $(x_since "$start") s; screenshots and log in $out"
		x_log "1 passed, 0 failed"
	else
		if [[ -s $log ]]; then
			x_log "program output (last 30 lines of $log):"
			tail -n 30 "$log" | sed 's/^/    /'
		fi
		x_log "FAIL after $(x_since "$start") s; screenshots and log in $out"
		x_log "0 passed, 1 failed"
	fi
	exit "$status"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

x_require Xvfb xdotool import compare identify

# No display: one line on stderr, the documented exit code, no stack.
code=0
env -u DISPLAY HOME="$WORK/home" XDG_STATE_HOME="$WORK/state" XDG_CONFIG_HOME="$WORK/config" \
	XDG_DATA_HOME="$WORK/data" XDG_CACHE_HOME="$WORK/cache" "$bin" >"$out/no-display.out" 2>"$out/no-display.err" || code=$?
want='togyzkumalak: cannot open a window: no display (DISPLAY is not set); the headless commands work without one, see `togyzkumalak help`'
if ((code != 3)) || [[ $(cat "$out/no-display.err") != "$want" ]] || [[ -s $out/no-display.out ]]; then
	x_log "FAIL: without DISPLAY the program exited with $code (want 3) and printed:"
	sed 's/^/    /' "$out/no-display.err" | head -n 20
	exit 1
fi
x_log "PASS without DISPLAY: one line on stderr, exit code 3"
x_start_server 1280x800
x_log "Xvfb on $DISPLAY"
# Keep the pointer off the window (no hover effects or tooltips).
xdotool mousemove 1279 799

# No OpenGL 2.1: Mesa made to offer 1.4 only. One line, exit code 3.
code=0
MESA_GL_VERSION_OVERRIDE=1.4 HOME="$WORK/home" XDG_STATE_HOME="$WORK/state" XDG_CONFIG_HOME="$WORK/config" \
	XDG_DATA_HOME="$WORK/data" XDG_CACHE_HOME="$WORK/cache" "$bin" >"$out/no-gl.out" 2>"$out/no-gl.err" || code=$?
if ((code != 3)) || [[ $(wc -l <"$out/no-gl.err") != 1 ]] ||
	! grep -q '^togyzkumalak: cannot open a window: no OpenGL 2.1 driver (' "$out/no-gl.err"; then
	x_log "FAIL: with OpenGL 1.4 only the program exited with $code (want 3) and printed:"
	sed 's/^/    /' "$out/no-gl.err" | head -n 20
	exit 1
fi
x_log "PASS with OpenGL 1.4 only: $(cat "$out/no-gl.err")"
rm -f "$WORK/state/togyzkumalak/togyzkumalak.log"

t=$(x_now)
x_start_app "$bin" "$log"
x_wait_window "$window_timeout"
wid=$WID
x_log "PASS window $wid appeared after $(x_since "$t") s"

# Give the window the keyboard (there is no window manager to do it).
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"

# Wait for the first frame: the window shows more than a blank colour.
deadline=$((SECONDS + window_timeout))
while :; do
	if x_shot "$wid" "$out/first.png" && (($(x_colours "$out/first.png") > 16)); then
		break
	fi
	if ((SECONDS >= deadline)); then
		x_log "FAIL: the window stayed blank for ${window_timeout} s"
		exit 1
	fi
	sleep 0.2
done
x_log "PASS first frame after $(x_since "$t") s"

x_settle "$wid" "$out/before.png" 10
x_shot root "$out/before-screen.png"

xdotool key --clearmodifiers "$key"
t=$(x_now)
deadline=$((SECONDS + change_timeout))
changed=0
while ((SECONDS < deadline)); do
	sleep 0.5
	x_shot "$wid" "$out/after.png"
	changed=$(x_diff "$out/before.png" "$out/after.png")
	((changed >= min_pixels)) && break
done
if ((changed < min_pixels)); then
	x_log "FAIL: pressing $key changed $changed pixels within ${change_timeout} s (want >= $min_pixels)"
	exit 1
fi
x_log "PASS pressing $key changed $changed pixels after $(x_since "$t") s"
# Let the move (and any reply) finish for a tidy second picture.
x_settle "$wid" "$out/after.png" 10
x_shot root "$out/after-screen.png"

t=$(x_now)
if ! x_stop_app "$exit_timeout"; then
	x_log "FAIL: still running ${exit_timeout} s after SIGTERM (killed)"
	exit 1
fi
x_log "PASS exited $(x_since "$t") s after SIGTERM"

# The log of the start: version, system, OpenGL, each phase timed; a clean
# exit leaves no marker of a running game.
applog=$WORK/state/togyzkumalak/togyzkumalak.log
for want in 'msg=start version=' 'system="linux/' 'msg=OpenGL vendor=' 'msg="audio: ' \
	'phase="settings read" ms=' 'phase="lock taken" ms=' 'phase="window created" ms=' \
	'phase="GL context made" ms=' 'phase="autosave read" ms=' 'phase="first frame drawn" ms=' \
	'phase="event loop ended" ms=' 'phase="game saved" ms=' 'phase="audio closed" ms=' 'msg=closed'; do
	if ! grep -qF "$want" "$applog"; then
		x_log "FAIL: the log $applog lacks $want:"
		sed 's/^/    /' "$applog" | head -n 30
		exit 1
	fi
done
if [[ -e $WORK/state/togyzkumalak/running ]]; then
	x_log "FAIL: a clean exit left the marker of a running game"
	exit 1
fi
x_log "PASS the log has the start: $(grep -o 'phase="first frame drawn" ms=[0-9]*' "$applog")"

# The autosave holds the record: its move text lists the moves played.
autosave=$WORK/data/togyzkumalak/autosave.pgn
moves() { grep -v '^\[' "$autosave" 2>/dev/null | tr -s ' \n' ' ' | sed 's/ *\* *$//; s/^ *//; s/ *$//'; }

# A kill during the sowing animation loses nothing. At the slow speed the
# sowing of hole 1 (9 or more stones) takes more than 3 s.
before_kill=$(moves)
settings=$WORK/config/togyzkumalak/settings.json
sed -i 's/"animation_speed": *"[a-z]*"/"animation_speed": "slow"/' "$settings"
x_start_app "$bin" "$out/app-kill.log"
x_wait_window "$window_timeout"
wid=$WID
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
x_settle "$wid" "$out/kill-before.png" 10
xdotool key --clearmodifiers "$SMOKE_KILL_KEY"
t=$(x_now)
# Kill as soon as the autosave lists the move: the board is still sowing
# it (at the slow speed that takes more than 3 s). A program that saved
# the move only after its animation fails here.
after_kill=$before_kill
deadline=$(($(x_now) + 3000))
while (($(x_now) < deadline)); do
	after_kill=$(moves)
	[[ $after_kill != "$before_kill" ]] && break
	sleep 0.05
done
x_shot "$wid" "$out/kill-during.png" || true
kill -KILL "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
APP_PID=
killed_after=$(x_since "$t")
x_log "killed $killed_after s after pressing $SMOKE_KILL_KEY: moves before [$before_kill], after [$after_kill]"
if [[ $after_kill == "$before_kill" ]]; then
	x_log "FAIL: the move was not in the autosave within 3 s, while the board sowed it (see $out/kill-during.png)"
	exit 1
fi
if [[ $(moves) != "$after_kill" ]]; then
	x_log "FAIL: the autosave changed after SIGKILL"
	exit 1
fi
x_log "PASS the move was saved before its animation ended"

# The next start resumes the game with that move.
x_start_app "$bin" "$out/app-resume.log"
x_wait_window "$window_timeout"
x_settle "$WID" "$out/resumed.png" 10
if ! x_stop_app "$exit_timeout"; then
	x_log "FAIL: the resumed game did not exit on SIGTERM"
	exit 1
fi
resumed=$(moves)
if [[ $resumed != "$after_kill"* ]]; then
	x_log "FAIL: the resumed game lost moves: [$resumed], saved [$after_kill]"
	exit 1
fi
x_log "PASS resumed after SIGKILL with the moves [$resumed]"
if ! grep -q 'the last window of the game closed unexpectedly' "$out/app-resume.log"; then
	x_log "FAIL: the start after SIGKILL did not say that the game closed unexpectedly"
	exit 1
fi
x_log "PASS the start after SIGKILL said that the game closed unexpectedly"
