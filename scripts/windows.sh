#!/usr/bin/env bash
# Cross-builds the Windows release on Linux, run by `make windows`:
#
#   dist/togyzkumalak-VERSION-windows-amd64/togyzkumalak.exe
#   dist/togyzkumalak-VERSION-windows-amd64.zip
#     togyzkumalak-VERSION-windows-amd64/
#       togyzkumalak.exe      icon, version resource, GUI program
#       README.md, LICENSE
#
# The C parts of Fyne (GLFW, OpenGL) are compiled with mingw-w64 (Debian
# package gcc-mingw-w64-x86-64). The icon, the version resource and the
# manifest (DPI awareness, common controls) go in through a .syso object
# that github.com/tc-hib/go-winres writes next to main.go for the link and
# that is removed afterwards. -H windowsgui: no console window from Explorer;
# console_windows.go attaches the headless commands to the console of
# cmd.exe or PowerShell.
#
# Environment: VERSION (required), BUILD (build number, 0), COMMIT, APP
# (togyzkumalak), GO (go), DIST (dist), WINRES (the go-winres command).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

app=${APP:-togyzkumalak}
version=${VERSION:?VERSION is not set}
build=${BUILD:-0}
commit=${COMMIT:-unknown}
go=${GO:-go}
dist=${DIST:-dist}
winres=${WINRES:?WINRES is not set (make windows sets it)}
name=$app-$version-windows-amd64
stage=$dist/$name
syso=rsrc_windows_amd64.syso

# Windows version numbers have four parts: 0.1.0 with build 1 is 0.1.0.1.
IFS=. read -r major minor patch _ <<<"$version.0.0.0"
winversion=$((major)).$((minor)).$((patch)).$((build))

rm -rf "$stage" "$dist/$name.zip"
mkdir -p "$stage"
trap 'rm -f "$syso"' EXIT

$winres simply --arch amd64 --out rsrc --manifest gui --icon assets/icon.png \
	--product-name "Togyz Kumalak" --file-description "Togyz Kumalak" \
	--product-version "$winversion" --file-version "$winversion" \
	--copyright "$(sed -n 's/^Copyright (c) //p' LICENSE | head -n 1)" \
	--original-filename "$app.exe"

echo "windows: building $app $version ($commit) for windows/amd64 with $(x86_64-w64-mingw32-gcc -dumpfullversion 2>/dev/null || echo mingw-w64)"
GOOS=windows GOARCH=amd64 CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc CXX=x86_64-w64-mingw32-g++ \
	"$go" build \
	-ldflags "-H=windowsgui -s -w -X main.version=$version -X main.commit=$commit" \
	-o "$stage/$app.exe" .
rm -f "$syso"

for doc in README.md LICENSE; do
	# Notepad opens LF files well since Windows 10 1809; keep them as they are.
	[[ -f $doc ]] && cp "$doc" "$stage/$doc"
done

# Reproducible archive: fixed order and times (the commit's).
mtime=$(git log -1 --format=%ct 2>/dev/null || date +%s)
find "$stage" -exec touch -h -d "@$mtime" {} +
(cd "$dist" && find "$name" -print | LC_ALL=C sort | zip -X -q -9 "$name.zip" -@)
echo "windows: $dist/$name.zip ($(du -h "$dist/$name.zip" | cut -f1)); $stage/$app.exe ($(du -h "$stage/$app.exe" | cut -f1))"
