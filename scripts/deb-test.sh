#!/usr/bin/env bash
# Tests the Debian package on this machine, run by `make test-deb` (as root
# or through sudo; CI runs as root):
#
#   scripts/deb-test.sh dist/togyzkumalak_VERSION_ARCH.deb
#
# apt installs the package with its dependencies, the installed
# /usr/bin/togyzkumalak passes the real-window smoke test (scripts/smoke.sh)
# and runs its headless commands, the desktop entry, icons and AppStream file
# are where desktops look for them; then apt removes it, and the player's
# saves stay. The package is left removed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if (($# != 1)); then
	echo "usage: $0 PACKAGE.deb" >&2
	exit 2
fi
deb=$(realpath "$1")
SUDO=
[[ $(id -u) -eq 0 ]] || SUDO=sudo
passed=0
failed=0
pass() {
	echo "deb-test: PASS $*"
	passed=$((passed + 1))
}
fail() {
	echo "deb-test: FAIL $*"
	failed=$((failed + 1))
}
work=$(mktemp -d "${TMPDIR:-/tmp}/togyzkumalak-deb.XXXXXX")
finish() {
	rm -rf "$work"
	echo "deb-test: $passed passed, $failed failed"
	((failed == 0))
}
trap finish EXIT

t=$SECONDS
if DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$deb" >"$work/install.log" 2>&1; then
	pass "apt-get install $(basename "$deb") ($((SECONDS - t)) s)"
else
	fail "apt-get install:"
	tail -n 20 "$work/install.log" | sed 's/^/    /'
	exit 1
fi
for f in /usr/bin/togyzkumalak /usr/share/applications/togyzkumalak.desktop \
	/usr/share/icons/hicolor/scalable/apps/togyzkumalak.svg \
	/usr/share/icons/hicolor/512x512/apps/togyzkumalak.png \
	/usr/share/metainfo/kz.togyzkumalak.desktop.metainfo.xml; do
	[[ -e $f ]] || fail "$f is missing"
done
[[ $(command -v togyzkumalak) == /usr/bin/togyzkumalak ]] && pass "togyzkumalak is on PATH in /usr/bin" ||
	fail "togyzkumalak is not /usr/bin/togyzkumalak on PATH"
if [[ $(togyzkumalak perft 4 | tail -n 1) == "4 "* ]]; then
	pass "the installed program counts perft 4 without a display"
else
	fail "the installed program's perft 4"
fi

if ./scripts/smoke.sh /usr/bin/togyzkumalak >"$work/smoke.log" 2>&1; then
	pass "smoke test of the installed /usr/bin/togyzkumalak"
else
	fail "smoke test of the installed binary:"
	tail -n 20 "$work/smoke.log" | sed 's/^/    /'
fi

# The saves' folder of the user running the test (the installing user's
# own, where a careless maintainer script would look), with a marker file in
# it that the test removes afterwards; files already there are not touched.
data=${XDG_DATA_HOME:-$HOME/.local/share}/togyzkumalak
made_data=
[[ -d $data ]] || made_data=1
mkdir -p "$data"
marker=$data/deb-test-$$.pgn
printf '[Event "?"]\n\n1. 76(10) *\n' >"$marker"
cp "$marker" "$work/marker.orig"
cleanup_marker() {
	rm -f "$marker"
	[[ -z $made_data ]] || rmdir "$data" 2>/dev/null || true
}

if DEBIAN_FRONTEND=noninteractive $SUDO apt-get remove -y -qq togyzkumalak >"$work/remove.log" 2>&1 &&
	[[ ! -e /usr/bin/togyzkumalak ]]; then
	pass "apt-get remove removed the program"
else
	fail "apt-get remove:"
	tail -n 20 "$work/remove.log" | sed 's/^/    /'
fi
if cmp -s "$marker" "$work/marker.orig"; then
	pass "the saves in $data are still there after apt-get remove"
else
	fail "apt-get remove touched the saves in $data"
fi
cleanup_marker
