#!/usr/bin/env bash
# Tests the Windows build under Wine, run by `make test-windows`:
#
#   scripts/wine-test.sh WINDOWS_EXE LINUX_BIN [SETUP_EXE]
#
# In a fresh Wine prefix (a temporary folder) on a private Xvfb display:
#  1. the storage package's tests, cross-compiled, pass on Windows file
#     semantics, in a temporary folder whose name has Cyrillic letters and a
#     space (atomic replace, broken-file rename, the lock…);
#     then a few tests of the games library (internal/data/library) there;
#  2. the headless commands print what the Linux build prints: perft 6,
#     replay of the record files in testdata/ (exit codes too), and through
#     cmd.exe;
#  3. the window opens with no other window beside it (no error box, no
#     crash dialog), pressing 7 sows and the autosave appears in the
#     player's AppData, in a folder with Cyrillic letters and a space, and
#     replays; closing the window keeps it and a second start resumes it;
#     the log (%LOCALAPPDATA%\togyzkumalak\togyzkumalak.log) has the
#     version, Windows' and Wine's versions, the OpenGL driver and every start
#     phase; then more starts in the same prefix, WINE_STARTS in all
#     (default 20), must each show the board and close on alt+F4, with no
#     retry: a start that shows no window fails the test, and the log's
#     watchdog stacks are printed;
#  4. with SETUP_EXE: the installer installs silently (/S), the installed
#     program starts, and the uninstaller removes it but not the saves.
#
# Wine 8.0 (Debian 12) lacks bcryptprimitives.dll's ProcessPrng, which Go's
# runtime needs since Go 1.22: the test builds a stand-in from
# scripts/wine/bcryptprimitives.c with mingw-w64 and puts it in the test
# prefix only. The shipped program does not contain it.
#
# Settings (environment): WINE (the 64-bit loader), WINE_TIMEOUT (s for the
# window, default 120), WINE_STARTS (window starts in all, default 20),
# WINE_SHOTS (a folder to keep the screenshots in), KEEP (1: keep the work
# folder).
set -euo pipefail
X_NAME=wine-test
# shellcheck source=scripts/xvfb.sh
source "$(dirname "${BASH_SOURCE[0]}")/xvfb.sh"
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if (($# < 2 || $# > 3)); then
	echo "usage: $0 WINDOWS_EXE LINUX_BIN [SETUP_EXE]" >&2
	exit 2
fi
exe=$(realpath "$1")
linux_bin=$(realpath "$2")
setup=${3:+$(realpath "$3")}
window_timeout=${WINE_TIMEOUT:-120}
window_starts=${WINE_STARTS:-20}

if [[ -z ${WINE:-} ]]; then
	for w in /usr/lib/wine/wine64 wine64 wine; do
		if command -v "$w" >/dev/null 2>&1; then
			WINE=$w
			break
		fi
	done
fi
wineserver=/usr/lib/wine/wineserver64
[[ -x $wineserver ]] || wineserver=wineserver
x_require "${WINE:?no wine64 (make deps-windows installs it)}" x86_64-w64-mingw32-gcc Xvfb xdotool import compare identify

WORK=$(mktemp -d "${TMPDIR:-/tmp}/togyzkumalak-wine.XXXXXX")
start=$(x_now)
passed=0
failed=0
repressed= # alt+F4 pressed a second time (see close_window)
pass() {
	x_log "PASS $*"
	passed=$((passed + 1))
}
fail() {
	x_log "FAIL $*"
	failed=$((failed + 1))
}
finish() {
	local status=$?
	if [[ -n $APP_PID ]] && kill -0 "$APP_PID" 2>/dev/null; then
		kill -KILL "$APP_PID" 2>/dev/null || true
	fi
	[[ -n ${WINEPREFIX:-} && -d $WINEPREFIX ]] && "$wineserver" -k 2>/dev/null || true
	if [[ ${KEEP:-} == 1 ]]; then
		x_log "work folder kept: $WORK"
		WORK_KEEP=$WORK
		WORK=
	fi
	x_cleanup
	((status == 0 && failed == 0)) || status=1
	x_log "done in $(x_since "$start") s"
	x_log "$passed passed, $failed failed${repressed:+ (alt+F4 pressed again $repressed times)}"
	exit "$status"
}
prefix_processes() { # prints "pid command" of each Wine process still running in this prefix
	local pid
	for pid in $(pgrep -u "$(id -u)" . 2>/dev/null); do
		[[ $(readlink "/proc/$pid/exe" 2>/dev/null) == */wine* ]] || continue # not this script or its tools
		{ tr '\0' '\n' <"/proc/$pid/environ" | grep -qxF "WINEPREFIX=$WINEPREFIX"; } 2>/dev/null || continue
		printf '%s %s\n' "$pid" "$({ tr '\0' ' ' <"/proc/$pid/cmdline"; } 2>/dev/null)"
	done
}
settle_prefix() { # WHAT: waits up to 120 s for every process of the prefix to end.
	# Wine's own services (explorer.exe, winedevice.exe, services.exe...) now
	# and then outlive the last program by minutes (once in CI after stop 31,
	# with all 20 closes clean): they are listed, ended and said, since no
	# player ever sees them. The game among those left is a failure.
	local left
	timeout 120 "$wineserver" -w && return 0
	left=$(prefix_processes)
	if grep -qiF "$(basename "$exe")" <<<"$left"; then
		fail "the game was still running 120 s after $1:"
	else
		x_log "note: Wine's own processes were still running 120 s after $1 (the game was not); ended:"
	fi
	sed 's/^/    /' <<<"$left"
	"$wineserver" -k
	timeout 30 "$wineserver" -w || true
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

export WINEPREFIX=$WORK/prefix WINEDEBUG=-all WINEARCH=win64
# No Mono or Gecko install prompts in a fresh prefix.
export WINEDLLOVERRIDES="mscoree,mshtml="
# The program's own language and texts, not those of the machine.
export LANG=C.UTF-8 LC_ALL=C.UTF-8
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_STATE_HOME XDG_CACHE_HOME
wine() { "$WINE" "$@"; }

# The X server first: Wine's desktop process, started with the prefix, must
# see the display, or no later program of the prefix can open a window.
x_start_server 1280x800
xdotool mousemove 1279 799
t=$(x_now)
wine wineboot.exe --init >"$WORK/wineboot.log" 2>&1
settle_prefix "the new prefix"
x86_64-w64-mingw32-gcc -O2 -shared -s -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
	"$root/scripts/wine/bcryptprimitives.c" -ladvapi32
x_log "fresh prefix in $(x_since "$t") s"

# The player's folders: a profile whose name has Cyrillic letters and a
# space, where Windows' known-folder API (and so adrg/xdg) finds AppData.
user_dir='C:\users\Асель Нұрланқызы'
shell_folders='HKCU\Software\Microsoft\Windows\CurrentVersion\Explorer\User Shell Folders'
wine reg add "$shell_folders" /v "Local AppData" /t REG_EXPAND_SZ /d "$user_dir\\AppData\\Local" /f >/dev/null
wine reg add "$shell_folders" /v "AppData" /t REG_EXPAND_SZ /d "$user_dir\\AppData\\Roaming" /f >/dev/null
wine reg add "$shell_folders" /v "Personal" /t REG_EXPAND_SZ /d "$user_dir\\Documents" /f >/dev/null
wine reg add "$shell_folders" /v "Desktop" /t REG_EXPAND_SZ /d "$user_dir\\Desktop" /f >/dev/null
wine reg add "$shell_folders" /v "Start Menu" /t REG_EXPAND_SZ /d "$user_dir\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu" /f >/dev/null
wine reg add "$shell_folders" /v "Programs" /t REG_EXPAND_SZ /d "$user_dir\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs" /f >/dev/null
wine reg add 'HKCU\Environment' /v TEMP /t REG_EXPAND_SZ /d "$user_dir\\Temp" /f >/dev/null
wine reg add 'HKCU\Environment' /v TMP /t REG_EXPAND_SZ /d "$user_dir\\Temp" /f >/dev/null
settle_prefix "the registry edits"
unix_user_dir=$WINEPREFIX/drive_c/users/"Асель Нұрланқызы"
mkdir -p "$unix_user_dir/AppData/Local" "$unix_user_dir/AppData/Roaming/Microsoft/Windows/Start Menu/Programs" \
	"$unix_user_dir/Documents" "$unix_user_dir/Desktop" "$unix_user_dir/Temp"
saves=$unix_user_dir/AppData/Local/togyzkumalak
autosave=$saves/autosave.pgn
applog=$saves/togyzkumalak.log # the XDG state folder is %LOCALAPPDATA% too

# 1. The storage tests on Windows file semantics. Pure Go: no cgo to build.
t=$(x_now)
if (cd "$root" && GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go test -c -o "$WORK/storage.test.exe" ./internal/data/storage); then
	if (cd "$root/internal/data/storage" && wine "$WORK/storage.test.exe" -test.short -test.count=1 -test.v >"$WORK/storage.log" 2>&1) &&
		grep -q '^PASS' "$WORK/storage.log" && grep -qF "$user_dir" "$WORK/storage.log"; then
		pass "storage tests under Windows semantics, temporary files in $user_dir\\Temp ($(x_since "$t") s)"
	else
		fail "storage tests under Wine:"
		tail -n 30 "$WORK/storage.log" | sed 's/^/    /'
	fi
else
	fail "storage tests do not build for Windows"
fi

# 1b. The games library (SQLite, pure Go) on Windows paths: a drive letter,
# backslashes and a folder with Cyrillic letters and a space (its URI was
# once read as "file://C:%5Cusers…": no library on Windows). A few quick
# tests, not the whole package.
t=$(x_now)
if (cd "$root" && GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go test -c -o "$WORK/library.test.exe" ./internal/data/library); then
	if (cd "$root/internal/data/library" && wine "$WORK/library.test.exe" -test.short -test.count=1 -test.v \
		-test.run '^(TestDSN|TestOpenUnicodeFolder|TestImportTwiceAddsNothing|TestCorruptDatabaseIsRebuilt|TestFileWhole|TestQueriesAfterClose)$' \
		>"$WORK/library.log" 2>&1) && grep -q '^PASS' "$WORK/library.log" && grep -q -- '--- PASS: TestOpenUnicodeFolder' "$WORK/library.log"; then
		pass "games library tests on Windows paths ($(x_since "$t") s)"
	else
		fail "games library tests under Wine:"
		tail -n 30 "$WORK/library.log" | sed 's/^/    /'
	fi
else
	fail "games library tests do not build for Windows"
fi

# 2. Headless commands: the same output as the Linux build.
same_output() { # NAME CODE ARGS...: run both builds from the repository root, compare; CODE is the exit code wanted
	local name=$1 want=$2 lin_code=0 win_code=0
	shift 2
	(cd "$root" && "$linux_bin" "$@" >"$WORK/$name.linux.out" 2>"$WORK/$name.linux.err") || lin_code=$?
	(cd "$root" && wine "$exe" "$@" >"$WORK/$name.windows.out" 2>"$WORK/$name.windows.err") || win_code=$?
	if [[ $lin_code != "$want" ]]; then
		fail "$name: exit code $lin_code on Linux, want $want"
		sed 's/^/    /' "$WORK/$name.linux.err" | head -n 10
	elif [[ $lin_code != "$win_code" ]]; then
		fail "$name: exit code $win_code on Windows, $lin_code on Linux"
		sed 's/^/    /' "$WORK/$name.windows.err" | head -n 10
	elif ! cmp -s "$WORK/$name.linux.out" "$WORK/$name.windows.out"; then
		fail "$name: the Windows output differs from the Linux output:"
		diff "$WORK/$name.linux.out" "$WORK/$name.windows.out" | head -n 10 | sed 's/^/    /'
	elif ! cmp -s "$WORK/$name.linux.err" "$WORK/$name.windows.err"; then
		fail "$name: the Windows error output differs:"
		diff "$WORK/$name.linux.err" "$WORK/$name.windows.err" | head -n 10 | sed 's/^/    /'
	else
		pass "$name: $(wc -l <"$WORK/$name.linux.out") lines as on Linux, exit code $lin_code"
	fi
}
t=$(x_now)
same_output perft6 0 perft 6
same_output replay 0 replay game/testdata/tournaments-2018.pgn game/testdata/playok-2025.pgn internal/program/cli/testdata/two-games.pgn
same_output replay-plies 0 replay --plies internal/program/cli/testdata/two-games.pgn
same_output replay-wrong 1 replay internal/program/cli/testdata/wrong-kazan.pgn
same_output version 0 --version
x_log "headless commands in $(x_since "$t") s"

# Through cmd.exe, as a player types it: output reaches the console. (Wine
# hands a windowed program the console handles of cmd.exe anyway, so this
# checks the player's path, not console_windows.go's attach, which only real
# Windows exercises.)
if (cd "$root" && wine cmd.exe /c "$(wine winepath -w "$exe" 2>/dev/null | tr -d '\r')" perft 3 2>/dev/null |
	tr -d '\r' | grep -q '^3 ') </dev/null; then
	pass "perft 3 from cmd.exe prints to its console"
else
	fail "perft 3 from cmd.exe printed nothing"
fi

# 3. The window.
win_start() { # LOG: start the game with no arguments, as from a shortcut
	LIBGL_ALWAYS_SOFTWARE=1 "$WINE" "$exe" >"$1" 2>&1 &
	APP_PID=$!
}
kill_app() { # ends the game however it hangs: killing wine's launcher leaves
	# the Windows process running, so the prefix's server ends it (and every
	# other process of the prefix; the next wine command starts them again)
	kill -KILL "$APP_PID" 2>/dev/null || true
	APP_PID=
	"$wineserver" -k 2>/dev/null || true
	timeout 30 "$wineserver" -w 2>/dev/null || true
}
start_window() { # LOG [no]: win_start and wait_window ("no": no FAIL of its
	# own on a timeout), once: a start with no window is a failure (it was
	# retried once, which hid a hang at the start)
	win_start "$1"
	wait_window "${2:-}"
}
show_log() { # prints the end of the game's log (the watchdog's stacks)
	x_log "the end of $applog:"
	tail -n "${1:-60}" "$applog" 2>/dev/null | tr -d '\r' | sed 's/^/    /'
}
wait_window() { # [no]: sets WID to the game's window; "no": no FAIL on a timeout
	# Returns 1 if the program exited (a FAIL), 2 if no window came in time.
	local deadline=$((SECONDS + window_timeout))
	WID=
	while ((SECONDS < deadline)); do
		if ! kill -0 "$APP_PID" 2>/dev/null; then
			fail "the program exited before opening its window"
			return 1
		fi
		WID=$(xdotool search --onlyvisible --class togyzkumalak 2>/dev/null | head -n 1 || true)
		[[ -n $WID ]] && return 0
		sleep 0.2
	done
	[[ ${1:-} == no ]] || fail "no window within $window_timeout s"
	return 2
}
first_frame() { # FILE: wait until the window shows more than a blank colour
	local deadline=$((SECONDS + window_timeout))
	while ((SECONDS < deadline)); do
		if x_shot "$WID" "$1" && (($(x_colours "$1") > 16)); then
			return 0
		fi
		sleep 0.2
	done
	return 1
}
other_windows() { # prints the titles of visible windows other than the game's
	local w
	for w in $(xdotool search --onlyvisible --name '.' 2>/dev/null); do
		[[ $w == "$WID" ]] && continue
		xdotool getwindowname "$w" 2>/dev/null || true
	done | grep -v '^$' || true
}
close_window() { # alt+F4 as a player closes it; waits for the program to end
	xdotool windowfocus "$WID" 2>/dev/null || true
	xdotool key --window "$WID" --clearmodifiers alt+F4
	local deadline=$((SECONDS + 30)) again=$((SECONDS + 10))
	while kill -0 "$APP_PID" 2>/dev/null; do
		if ((SECONDS >= deadline)); then
			return 1
		fi
		# Under Wine an alt+F4 is now and then lost before it reaches the
		# window (once in about 40 closes here, before this round too): it
		# is pressed once more, said and counted. The program's log says
		# "close requested" when a close arrives, so a close that hangs in
		# the program still fails, at the deadline.
		if ((again > 0 && SECONDS >= again)); then
			again=0
			x_log "alt+F4 pressed again: the program was still running 10 s after the first"
			repressed=$((repressed + 1))
			xdotool windowfocus "$WID" 2>/dev/null || true
			xdotool key --window "$WID" --clearmodifiers alt+F4
		fi
		sleep 0.2
	done
	wait "$APP_PID" 2>/dev/null || true
	APP_PID=
}

if [[ -e $autosave ]]; then
	fail "an autosave exists before the first start"
fi
t=$(x_now)
if start_window "$WORK/first-start.log"; then
	x_log "window after $(x_since "$t") s"
	if first_frame "$WORK/first.png"; then
		pass "first frame after $(x_since "$t") s"
	else
		fail "the window stayed blank"
	fi
	x_settle "$WID" "$WORK/before.png" 15
	others=$(other_windows)
	if [[ -n $others ]]; then
		fail "other windows beside the game's: $others"
	else
		pass "no error box or other window"
	fi
	xdotool windowfocus "$WID" 2>/dev/null || true
	xdotool key --window "$WID" --clearmodifiers 7
	deadline=$((SECONDS + 30))
	while [[ ! -s $autosave ]] && ((SECONDS < deadline)); do sleep 0.2; done
	if [[ -s $autosave ]]; then
		pass "key 7 sowed: the autosave appeared in $user_dir\\AppData\\Local\\togyzkumalak"
	else
		fail "no autosave in $saves 30 s after pressing 7"
	fi
	x_settle "$WID" "$WORK/after.png" 20
	x_shot root "$WORK/after-screen.png" || true
	changed=$(x_diff "$WORK/before.png" "$WORK/after.png")
	if ((changed >= 200)); then
		pass "the board changed ($changed pixels)"
	else
		fail "pressing 7 changed $changed pixels"
	fi
	others=$(other_windows)
	[[ -z $others ]] || fail "other windows after the move: $others"
	if replay_out=$("$linux_bin" replay "$autosave" 2>&1); then
		pass "the autosave replays: $replay_out"
	else
		fail "the autosave does not replay: $replay_out"
	fi
	cp "$autosave" "$WORK/autosave-before-close.pgn" 2>/dev/null || true
	if close_window; then
		pass "alt+F4 closed the program"
	else
		fail "the program did not end within 30 s of alt+F4"
		kill_app
	fi
	if [[ -s $autosave ]] && "$linux_bin" replay "$autosave" >/dev/null 2>&1; then
		pass "closing kept the autosave"
	else
		fail "the autosave is gone or broken after closing"
	fi

	# A second start resumes the game: the same board as before closing.
	t=$(x_now)
	if start_window "$WORK/second-start.log" && first_frame "$WORK/second-first.png"; then
		x_log "second start: first frame after $(x_since "$t") s"
		x_settle "$WID" "$WORK/resumed.png" 20
		x_shot root "$WORK/resumed-screen.png" || true
		resumed_diff=$(x_diff "$WORK/after.png" "$WORK/resumed.png")
		new_game_diff=$(x_diff "$WORK/before.png" "$WORK/resumed.png")
		if ((resumed_diff >= 0 && resumed_diff < new_game_diff)); then
			pass "the second start resumed the game ($resumed_diff pixels from the closed board, $new_game_diff from a new one)"
		else
			fail "the second start does not show the saved game ($resumed_diff pixels from it, $new_game_diff from a new game)"
		fi
		if cmp -s "$autosave" "$WORK/autosave-before-close.pgn" || "$linux_bin" replay "$autosave" >/dev/null 2>&1; then
			pass "the autosave is intact after the second start"
		else
			fail "the second start broke the autosave"
		fi
		close_window || kill_app
	else
		fail "the second start showed no board"
		show_log
	fi

	# The log: where adrg/xdg puts it on Windows, with what a report needs.
	if [[ -s $applog ]]; then
		missing=
		for want in 'msg=start version=' 'system="windows/amd64, Windows ' ', Wine ' 'msg=OpenGL vendor=' \
			'phase="lock taken" ms=' 'phase="settings read" ms=' 'phase="audio opened" ms=' \
			'phase="window created" ms=' 'phase="GL context made" ms=' 'phase="autosave read" ms=' \
			'phase="first frame drawn" ms=' 'phase="close requested" ms=' 'phase="game saved" ms=' \
			'phase="event loop ended" ms=' 'phase="audio closed" ms=' 'msg=closed'; do
			grep -qF "$want" "$applog" || missing+=" [$want]"
		done
		if [[ -z $missing ]]; then
			pass "the log is in $user_dir\AppData\Local\togyzkumalak\togyzkumalak.log: $(grep -o 'msg=OpenGL.*' "$applog" | head -n 1 | tr -d '\r')"
		else
			fail "the log lacks$missing"
			show_log 30
		fi
		if [[ -e $saves/running ]]; then
			fail "closing left the marker of a running game (the next start would report a crash)"
		fi
	else
		fail "no log at $applog"
	fi

	# More starts in the same prefix: each must show the board, no retry.
	shown=2
	for ((i = 3; i <= window_starts; i++)); do
		t=$(x_now)
		code=0
		start_window "$WORK/start-$i.log" no || code=$?
		if ((code != 0)); then
			((code == 1)) || fail "start $i of $window_starts showed no window within $window_timeout s"
			show_log
			kill_app
			continue
		fi
		if ! first_frame "$WORK/start-$i.png"; then
			fail "start $i of $window_starts: the window stayed blank"
			show_log
			kill_app
			continue
		fi
		first=$(x_since "$t")
		if close_window; then
			shown=$((shown + 1))
			x_log "start $i: the board after $first s, closed"
		else
			fail "start $i: the program did not end within 30 s of alt+F4"
			show_log 20
			kill_app
		fi
	done
	if ((shown == window_starts)); then
		pass "$window_starts of $window_starts starts in one prefix showed the board and closed"
	fi
	if grep -q 'watchdog:' "$applog" 2>/dev/null; then
		x_log "note: the watchdog wrote stacks $(grep -c 'watchdog:' "$applog") time(s) (a first frame, or the end after a close, later than 10 s)"
	fi
	# A close whose teardown hung after the game was saved is ended by the
	# program (see exitguard.go): the player sees a clean close, so it
	# passes, but it is said, with the phases that had ended.
	if grep -q 'the program did not end after its window closed' "$applog" 2>/dev/null; then
		x_log "note: $(grep -c 'the game is saved, so it ends now' "$applog") close(s) hung after the game was saved and were ended by the program:"
		grep 'the program did not end after its window closed' "$applog" | sed 's/^/    /' | tr -d '\r'
	fi
else
	show_log
fi
[[ -z $APP_PID ]] || kill_app
settle_prefix "the window tests"

# 4. The installer.
if [[ -n $setup ]]; then
	t=$(x_now)
	programs=$unix_user_dir/AppData/Local/Programs/"Togyz Kumalak"
	start_menu=$unix_user_dir/AppData/Roaming/Microsoft/Windows/"Start Menu"/Programs/"Togyz Kumalak.lnk"
	uninst_key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\kz.togyzkumalak.desktop'
	if wine "$setup" /S && settle_prefix "the install" && [[ -x $programs/togyzkumalak.exe ]]; then
		pass "the installer installed silently in $(x_since "$t") s"
	else
		fail "the silent install did not put togyzkumalak.exe in $programs"
	fi
	[[ -f $start_menu ]] && pass "Start-menu shortcut" || fail "no Start-menu shortcut at $start_menu"
	if wine reg query "$uninst_key" /v UninstallString >/dev/null 2>&1; then
		pass "listed in Apps & features"
	else
		fail "no uninstall entry $uninst_key"
	fi
	if [[ -x $programs/togyzkumalak.exe ]] &&
		out=$(wine "$programs/togyzkumalak.exe" perft 4 2>&1 | tr -d '\r') &&
		[[ $out == "$("$linux_bin" perft 4)" ]]; then
		pass "the installed program runs"
	else
		fail "the installed program does not run"
	fi
	# The uninstaller copies itself to a temporary folder and returns at once.
	wine "$programs/uninstall.exe" /S || true
	deadline=$((SECONDS + 60))
	while [[ -e $programs ]] && ((SECONDS < deadline)); do sleep 0.5; done
	settle_prefix "the uninstall"
	if [[ ! -e $programs && ! -e $start_menu ]] && ! wine reg query "$uninst_key" >/dev/null 2>&1; then
		pass "the uninstaller removed the program, its shortcut and its entry"
	else
		fail "the uninstaller left $(ls "$programs" 2>/dev/null | tr '\n' ' ')"
	fi
	if [[ -s $autosave ]]; then
		pass "the uninstaller kept the saves"
	else
		fail "the uninstaller removed the saves"
	fi
fi

# WINE_SHOTS=DIR keeps the screenshots, to look at what a player saw.
if [[ -n ${WINE_SHOTS:-} ]]; then
	mkdir -p "$WINE_SHOTS"
	for f in first.png before.png after.png after-screen.png resumed.png resumed-screen.png; do
		if [[ -f $WORK/$f ]]; then cp "$WORK/$f" "$WINE_SHOTS/"; fi
	done
fi
