#!/usr/bin/env bash
# Resident memory of the real window over a long evening, under Xvfb.
#
# Usage: scripts/memory.sh BIN [MOVES] [CYCLES]
#
# Starts BIN (English, two players, no animation, so that moves are
# instant), and prints the resident memory (VmRSS) at start, after 10
# moves, and after MOVES more moves (default 500) played with keys, with a
# hint every 15 moves, an undo every 25, a new game whenever one ends, and
# CYCLES rounds (default 100) spread over the moves. Each round opens and
# closes every screen: Review game (closed with its Close button), Analysis
# (the key A, on for a second, then off), every dialog of the Game menu
# (New game, Set up position, Puzzles, Open record, Save as, Export record,
# Saved games, Statistics) and of the Help menu (Learn to play, the three
# help pages, Keyboard shortcuts, About). It prints the memory after every
# round, then the figures and the growth against the 10-move figure.
# MEMORY_SHOTS=DIR keeps a screenshot of the window after each step of the
# first round (to check that every click opens what it should).
# It then plays on for MEMORY_SETTLE seconds (default 90) without opening a
# screen, and prints the growth right after the last round and after that.
# Needs Xvfb, xdotool and ImageMagick (make deps).
set -euo pipefail

X_NAME=memory
# shellcheck source=scripts/xvfb.sh
source "$(dirname "${BASH_SOURCE[0]}")/xvfb.sh"

bin=$(realpath "$1")
moves_wanted=${2:-500}
cycles=${3:-100}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/togyzkumalak-memory.XXXXXX")
trap x_cleanup EXIT

mkdir -p "$WORK/config/togyzkumalak"
cat >"$WORK/config/togyzkumalak/settings.json" <<'JSON'
{"version": 1, "language": "en", "theme": "dark", "animation_speed": "off", "sound": false,
 "show_hole_names": false, "level": 3, "colour": "white", "two_players": true,
 "window_width": 1100, "window_height": 680}
JSON

x_start_server 1280x800
x_start_app "$bin" "$WORK/app.log"
x_wait_window 60
wid=$WID
x_log "app pid $APP_PID"
xdotool mousemove 1279 799
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"

rss() { awk '/^VmRSS/ { print $2 }' "/proc/$APP_PID/status"; }
autosave=$WORK/data/togyzkumalak/autosave.pgn
# ply counts the moves of the game in the autosave (without the review's
# comments and variations).
ply() {
	grep -v '^\[' "$autosave" 2>/dev/null | tr '\n' ' ' | sed -e 's/{[^}]*}//g' -e 's/([^()]*)//g' |
		tr -s ' ' '\n' | grep -cvE '^([0-9]+\.+|\*|1-0|0-1|1/2-1/2|\$[0-9]+|)$' || true
}
played=0
last=$(ply)
# sweep presses every hole's key once (the side to move plays the first
# legal one), answers a result dialog (Enter: New game, Enter: start) and
# counts the moves played.
sweep() {
	local k now
	for k in 1 2 3 4 5 6 7 8 9; do
		xdotool key --clearmodifiers "$k"
	done
	sleep 0.05
	now=$(ply)
	if ((now > last)); then
		played=$((played + now - last))
	elif ((now < last)) || [[ -z $now ]]; then
		: # undo or a new game
	else
		# nothing moved: the game is over. Enter answers its result
		# (New game, then Start); N and Enter start one if the result
		# was closed.
		for k in Return Return n Return; do
			xdotool key --clearmodifiers "$k"
			sleep 0.3
		done
	fi
	last=$(ply)
}

shots=${MEMORY_SHOTS:-}
shot() { # shot NAME: a screenshot of the window in the first round, once it is still
	if [[ -n $shots ]] && ((round == 0)); then
		mkdir -p "$shots"
		x_settle "$wid" "$shots/$1.png" 10 || true
	fi
}

# menu X Y NAME: opens the menu at X, clicks its item at height Y (a screen
# or a dialog opens), then Escape closes it.
menu() {
	xdotool mousemove "$1" 14 click 1
	sleep 0.25
	xdotool mousemove "$1" "$2" click 1
	sleep 0.8
	shot "$3"
	xdotool key --clearmodifiers Escape
	sleep 0.15
	xdotool mousemove 1279 799
	shot "$3-closed"
}

# The items' heights in the menus of the English window (the Game menu at
# x 36, the Help menu at x 226); separators are 5 px taller than items.
game_items=(45:new-game 201:set-up-position 240:puzzles 284:open-record 323:save-as 362:export-record
	401:saved-games 440:statistics)
help_items=(45:learn-to-play 89:rules 128:strategy-tips 167:record-notation 206:keyboard-shortcuts 250:about)

# screens opens and closes every screen once.
screens() {
	local it
	# Review game: the review searches until its Close button (below) or
	# the next move ends it.
	xdotool mousemove 36 14 click 1
	sleep 0.25
	xdotool mousemove 36 162 click 1
	sleep 1
	xdotool mousemove 1279 799
	shot review-game
	# Analysis: on for a second, then off.
	xdotool key --clearmodifiers a
	sleep 1
	shot analysis
	xdotool key --clearmodifiers a
	sleep 0.2
	shot analysis-off
	xdotool mousemove 785 496 click 1 # Close the review
	sleep 0.3
	xdotool mousemove 1279 799
	shot review-closed
	for it in "${game_items[@]}"; do menu 36 "${it%%:*}" "${it#*:}"; done
	for it in "${help_items[@]}"; do menu 226 "${it%%:*}" "${it#*:}"; done
}

sleep 5
start_rss=$(rss)
while ((played < 10)); do sweep; done
sleep 3
ten_rss=$(rss)
x_log "start: ${start_rss} kB; after $played moves: ${ten_rss} kB"

base=$played
round=0
while ((played - base < moves_wanted || round < cycles)); do
	if ((played - base < moves_wanted)); then
		sweep
		((played % 15 == 0)) && { xdotool key h; sleep 1.3; }
		((played % 25 == 0)) && xdotool key u
	fi
	if ((round < cycles)) && ((played - base >= moves_wanted * round / cycles)); then
		screens
		round=$((round + 1))
		x_log "round $round: $((played - base)) moves, $(rss) kB"
	fi
done
sleep 5
end_rss=$(rss)
x_log "right after the last round: ${end_rss} kB"
# Then play on for MEMORY_SETTLE seconds (default 90) without opening a
# screen: Fyne keeps what a screen drew for a minute after it was last drawn
# and frees it at a later frame, so this is what the evening left behind
# rather than what its last minute still has cached.
settle=${MEMORY_SETTLE:-90}
settle_end=$(($(date +%s) + settle))
next_log=$(($(date +%s) + 10))
while (($(date +%s) < settle_end)); do
	sweep
	sleep 0.5
	if (($(date +%s) >= next_log)); then
		x_log "playing on: $played moves, $(rss) kB"
		next_log=$((next_log + 10))
	fi
done
settled_rss=$(rss)
x_log "start ${start_rss} kB, after 10 moves ${ten_rss} kB, after $((played - base)) more moves and $round rounds of every screen ${end_rss} kB, after ${settle} s more of play ${settled_rss} kB"
awk -v a="$ten_rss" -v b="$end_rss" -v c="$settled_rss" 'BEGIN {
	printf "memory: growth against the 10-move figure: %+.1f %% right after the last round, %+.1f %% after playing on\n", (b - a) * 100 / a, (c - a) * 100 / a
}'
