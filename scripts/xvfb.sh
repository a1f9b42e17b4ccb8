# shellcheck shell=bash
# Helpers for running the game in a virtual X server, sourced by smoke.sh and
# screenshot.sh. Needs Xvfb, xdotool and ImageMagick (import, compare), which
# `make deps` installs. Fyne draws with OpenGL: under Xvfb that is Mesa's
# software renderer (llvmpipe), forced with LIBGL_ALWAYS_SOFTWARE=1.
#
# The caller sets WORK (a private temporary directory, removed by cleanup) and
# calls x_cleanup from its EXIT trap.

X_PID=
APP_PID=

# x_log prints a progress line with the script's name.
x_log() { printf '%s: %s\n' "${X_NAME:-x}" "$*"; }

# x_now prints the time since the epoch in milliseconds.
x_now() { date +%s%3N; }

# x_since START prints the seconds elapsed since START (from x_now).
x_since() { awk -v a="$1" -v b="$(x_now)" 'BEGIN { printf "%.1f", (b - a) / 1000 }'; }

# x_require CMD... fails unless every command is on PATH.
x_require() {
	local missing=()
	for c in "$@"; do
		command -v "$c" >/dev/null 2>&1 || missing+=("$c")
	done
	if ((${#missing[@]})); then
		x_log "FAIL: missing ${missing[*]} (run: make deps)"
		return 1
	fi
}

# x_start_server WIDTHxHEIGHT starts Xvfb on a free display number, chosen by
# the server itself (-displayfd), and exports DISPLAY.
x_start_server() {
	local size=$1 fifo=$WORK/displayfd display='' i
	mkfifo "$fifo"
	Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp -noreset +extension GLX \
		3>"$fifo" >"$WORK/xvfb.log" 2>&1 &
	X_PID=$!
	# Reading the FIFO ends when Xvfb writes the number, or dies (EOF).
	read -r -t 30 display <"$fifo" || true
	if [[ -z $display ]] || ! kill -0 "$X_PID" 2>/dev/null; then
		x_log "FAIL: Xvfb did not start:"
		sed 's/^/    /' "$WORK/xvfb.log"
		return 1
	fi
	export DISPLAY=":$display"
	for ((i = 0; i < 50; i++)); do
		xdotool getmouselocation >/dev/null 2>&1 && return 0
		sleep 0.1
	done
	x_log "FAIL: Xvfb on $DISPLAY does not answer"
	return 1
}

# x_start_app BIN LOG starts the game with a private home and XDG directories
# under WORK, so that it never reads or writes the user's files.
x_start_app() {
	local bin=$1 log=$2
	mkdir -p "$WORK/home" "$WORK/config" "$WORK/data" "$WORK/cache" "$WORK/state" "$WORK/runtime"
	chmod 700 "$WORK/runtime"
	env -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS \
		HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/config" XDG_DATA_HOME="$WORK/data" \
		XDG_CACHE_HOME="$WORK/cache" XDG_STATE_HOME="$WORK/state" XDG_RUNTIME_DIR="$WORK/runtime" \
		LIBGL_ALWAYS_SOFTWARE=1 LANG="${LANG:-C.UTF-8}" \
		"$bin" >"$log" 2>&1 &
	APP_PID=$!
}

# x_wait_window TIMEOUT sets WID to the first visible window of the app,
# waiting at most TIMEOUT seconds; it fails early if the app exits.
x_wait_window() {
	local timeout=$1 deadline status
	WID=
	deadline=$((SECONDS + timeout))
	while ((SECONDS < deadline)); do
		if ! kill -0 "$APP_PID" 2>/dev/null; then
			status=0
			wait "$APP_PID" || status=$?
			APP_PID=
			x_log "FAIL: the program exited (status $status) before opening a window"
			return 1
		fi
		WID=$(xdotool search --onlyvisible --pid "$APP_PID" 2>/dev/null | head -n 1 || true)
		[[ -n $WID ]] && return 0
		sleep 0.2
	done
	x_log "FAIL: no window within ${timeout} s"
	return 1
}

# x_shot WINDOW FILE captures WINDOW ("root" for the whole screen) as a PNG.
x_shot() {
	import -display "$DISPLAY" -window "$1" "$2" 2>>"$WORK/import.log"
}

# x_diff A B prints how many pixels differ between two images (a small fuzz
# ignores antialiasing noise).
x_diff() {
	local n
	n=$(compare -metric AE -fuzz 2% "$1" "$2" null: 2>&1 >/dev/null || true)
	awk -v n="$n" 'BEGIN { if (n ~ /^[0-9.e+]+$/) printf "%d\n", n; else print -1 }'
}

# x_colours FILE prints the number of distinct colours in an image.
x_colours() { identify -format '%k' "$1" 2>/dev/null || echo 0; }

# x_settle WINDOW FILE TIMEOUT waits until two captures half a second apart are
# the same (nothing is moving), at most TIMEOUT seconds, and leaves the last
# capture in FILE. It fails only if nothing could be captured.
x_settle() {
	local win=$1 file=$2 timeout=$3 deadline prev=$WORK/settle-prev.png
	deadline=$((SECONDS + timeout))
	x_shot "$win" "$prev" || return 1
	while ((SECONDS < deadline)); do
		sleep 0.5
		x_shot "$win" "$file" || return 1
		if [[ $(x_diff "$prev" "$file") == 0 ]]; then
			return 0
		fi
		cp "$file" "$prev"
	done
	return 0
}

# x_stop_app TIMEOUT sends SIGTERM to the app and waits at most TIMEOUT
# seconds for it to exit; it fails (and kills it) if it does not.
x_stop_app() {
	local timeout=$1 deadline
	[[ -n $APP_PID ]] || return 0
	kill -TERM "$APP_PID" 2>/dev/null || true
	deadline=$((SECONDS + timeout))
	while kill -0 "$APP_PID" 2>/dev/null; do
		if ((SECONDS >= deadline)); then
			kill -KILL "$APP_PID" 2>/dev/null || true
			wait "$APP_PID" 2>/dev/null || true
			APP_PID=
			return 1
		fi
		sleep 0.1
	done
	wait "$APP_PID" 2>/dev/null || true
	APP_PID=
}

# x_cleanup ends the app and the X server if they still run and removes WORK.
x_cleanup() {
	if [[ -n $APP_PID ]] && kill -0 "$APP_PID" 2>/dev/null; then
		kill -KILL "$APP_PID" 2>/dev/null || true
		wait "$APP_PID" 2>/dev/null || true
	fi
	if [[ -n $X_PID ]] && kill -0 "$X_PID" 2>/dev/null; then
		kill -TERM "$X_PID" 2>/dev/null || true
		wait "$X_PID" 2>/dev/null || true
	fi
	[[ -n ${WORK:-} && -d $WORK ]] && rm -rf "$WORK"
	return 0
}
