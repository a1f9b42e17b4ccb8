#!/usr/bin/env bash
# Builds the Debian package with dpkg-deb, run by `make deb`:
#
#   dist/togyzkumalak_VERSION_ARCH.deb
#     /usr/bin/togyzkumalak
#     /usr/share/applications/togyzkumalak.desktop
#     /usr/share/icons/hicolor/{scalable,512x512}/apps/togyzkumalak.{svg,png}
#     /usr/share/metainfo/kz.togyzkumalak.desktop.metainfo.xml   (AppStream)
#     /usr/share/man/man6/togyzkumalak.6.gz
#     /usr/share/doc/togyzkumalak/{copyright,changelog.gz,README.md}
#
# The shared-library dependencies come from dpkg-shlibdeps. The package is
# then checked: desktop-file-validate, appstreamcli validate, and lintian
# (which must report no error). Section misc, not games: Debian keeps the
# games section for programs in /usr/games, and this one lives in /usr/bin.
#
# Environment: VERSION (required), COMMIT, APP (togyzkumalak), GO (go), DIST
# (dist), MAINTAINER.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

app=${APP:-togyzkumalak}
version=${VERSION:?VERSION is not set}
commit=${COMMIT:-unknown}
go=${GO:-go}
dist=${DIST:-dist}
maintainer=${MAINTAINER:-The Togyz Kumalak desktop authors <togyzkumalak@users.noreply.github.com>}
arch=$(dpkg --print-architecture)
deb=$dist/${app}_${version}_${arch}.deb
metainfo=kz.togyzkumalak.desktop.metainfo.xml

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root
mtime=$(git log -1 --format=%ct 2>/dev/null || date +%s)
date=$(date -u -d "@$mtime" +%F)
export SOURCE_DATE_EPOCH=$mtime

echo "deb: building $app $version ($commit) for linux/$arch"
mkdir -p "$root/usr/bin"
# Built as Debian builds Go programs: position-independent, with the C parts
# (Fyne's OpenGL and X11 glue) hardened as dpkg-buildflags asks.
export CGO_CFLAGS="${CGO_CFLAGS:-$(dpkg-buildflags --get CFLAGS) $(dpkg-buildflags --get CPPFLAGS)}"
export CGO_LDFLAGS="${CGO_LDFLAGS:-$(dpkg-buildflags --get LDFLAGS)}"
"$go" build -buildmode=pie -trimpath -ldflags "-s -w -X main.version=$version -X main.commit=$commit" -o "$root/usr/bin/$app" .

install -Dm644 packaging/togyzkumalak.desktop "$root/usr/share/applications/$app.desktop"
install -Dm644 assets/icon.svg "$root/usr/share/icons/hicolor/scalable/apps/$app.svg"
install -Dm644 assets/icon.png "$root/usr/share/icons/hicolor/512x512/apps/$app.png"
install -d "$root/usr/share/metainfo"
sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$date/" packaging/debian/$metainfo >"$root/usr/share/metainfo/$metainfo"
install -d "$root/usr/share/man/man6"
sed "s/@VERSION@/$version/" packaging/debian/togyzkumalak.6 | gzip -9n >"$root/usr/share/man/man6/$app.6.gz"
doc=$root/usr/share/doc/$app
install -Dm644 packaging/debian/copyright "$doc/copyright"
install -Dm644 README.md "$doc/README.md"
{
	echo "$app ($version) unstable; urgency=medium"
	echo
	echo "  * Release $version (commit $commit)."
	echo
	echo " -- $maintainer  $(date -u -R -d "@$mtime")"
} | gzip -9n >"$doc/changelog.gz"
chmod 0644 "$doc/changelog.gz" "$root/usr/share/man/man6/$app.6.gz"

# dpkg-shlibdeps reads the package name from a debian/control beside it.
mkdir -p "$work/debian"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$app" "$app" >"$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O -e"root/usr/bin/$app" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
if [[ -z $depends ]]; then
	echo "deb: dpkg-shlibdeps found no dependencies" >&2
	exit 1
fi
rm -rf "$work/debian"

mkdir -p "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<CONTROL
Package: $app
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: xclip | wl-clipboard
Section: misc
Priority: optional
Homepage: https://github.com/togyzkumalak/togyzkumalak
Description: Kazakh nine-hole board game against the computer
 Togyz kumalak (тоғызқұмалақ) is the Kazakh nine-hole mancala. Play it
 against a strong computer opponent at seven levels, from beginner to
 grandmaster, or with a friend at one computer. Every move is saved as it is
 played, and the next start resumes the game.
 .
 The interface speaks Kazakh, Russian and English. The program also checks
 game records, counts move trees and speaks a UCI-style engine protocol
 without opening a window.
CONTROL

find "$root" -exec touch -h -d "@$mtime" {} +
mkdir -p "$dist"
rm -f "$deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null

desktop-file-validate "$root/usr/share/applications/$app.desktop"
appstreamcli validate --no-net --pedantic "$root/usr/share/metainfo/$metainfo" >/dev/null ||
	appstreamcli validate --no-net "$root/usr/share/metainfo/$metainfo"
lintian_out=$(lintian --fail-on error "$deb") || {
	echo "$lintian_out"
	echo "deb: lintian found errors" >&2
	exit 1
}
[[ -z $lintian_out ]] || echo "$lintian_out"
echo "deb: $deb ($(du -h "$deb" | cut -f1)), Depends: $depends"
