#!/usr/bin/env bash
# Builds the Windows installer with NSIS, run by `make windows-installer`
# after `make windows`:
#
#   dist/togyzkumalak-VERSION-windows-amd64-setup.exe
#
# from dist/togyzkumalak-VERSION-windows-amd64/ and
# packaging/windows/installer.nsi (see there what it installs).
#
# Environment: VERSION (required), BUILD (0), APP (togyzkumalak), DIST
# (dist).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

app=${APP:-togyzkumalak}
version=${VERSION:?VERSION is not set}
build=${BUILD:-0}
dist=${DIST:-dist}
name=$app-$version-windows-amd64
src=$dist/$name
out=$dist/$name-setup.exe
if [[ ! -f $src/$app.exe ]]; then
	echo "windows-installer: $src/$app.exe is missing (run: make windows)" >&2
	exit 1
fi
IFS=. read -r major minor patch _ <<<"$version.0.0.0"
winversion=$((major)).$((minor)).$((patch)).$((build))

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The installer's own icon, in the sizes Explorer asks for.
convert assets/icon.png -define icon:auto-resize=256,64,48,32,16 "$work/icon.ico"
# The picture beside the welcome and finish pages: the icon on the board's
# dark wood, in the 164x314 24-bit BMP that NSIS wants.
convert -size 164x314 gradient:'#8a5a32-#4a2a14' \( assets/icon.png -resize 120x120 \) \
	-gravity north -geometry +0+70 -composite -type TrueColor BMP3:"$work/welcome.bmp"

# makensis converts its arguments (the © among them) with the C library, which
# fails under a LANG whose locale is not generated (en_US.UTF-8 on a fresh
# Debian): C.UTF-8 is always there.
LC_ALL=C.UTF-8 makensis -V2 -INPUTCHARSET UTF8 \
	-DVERSION="$version" -DWINVERSION="$winversion" \
	-DCOPYRIGHT="© $(sed -n 's/^Copyright (c) //p' LICENSE | head -n 1)" \
	-DLANGDIR="$PWD/packaging/windows/lang" -DSRCDIR="$(realpath "$src")" -DICON="$work/icon.ico" -DWELCOME="$work/welcome.bmp" -DOUTFILE="$(realpath -m "$out")" \
	packaging/windows/installer.nsi
echo "windows-installer: $out ($(du -h "$out" | cut -f1))"
