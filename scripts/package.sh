#!/usr/bin/env bash
# Builds the Linux release tarball, run by `make package`:
#
#   dist/togyzkumalak-VERSION-linux-ARCH.tar.xz
#     togyzkumalak-VERSION-linux-ARCH/
#       Makefile                                  install, user-install, uninstall
#       usr/local/bin/togyzkumalak
#       usr/local/share/applications/togyzkumalak.desktop
#       usr/local/share/icons/hicolor/512x512/apps/togyzkumalak.png
#       usr/local/share/icons/hicolor/scalable/apps/togyzkumalak.svg
#       usr/local/share/pixmaps/togyzkumalak.png
#       usr/local/share/doc/togyzkumalak/         README.md, LICENSE (if present)
#
# The binary is built by the fyne tool (`fyne build --release`), which embeds
# FyneApp.toml's metadata (ID, name, version, icon); the version and commit
# go in with -X linker flags passed through GOFLAGS, which the tool honours.
#
# Environment: VERSION (required), COMMIT, APP (togyzkumalak), FYNE (the fyne
# command), GO (go), DIST (dist).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

app=${APP:-togyzkumalak}
version=${VERSION:?VERSION is not set}
commit=${COMMIT:-unknown}
fyne=${FYNE:-fyne}
go=${GO:-go}
dist=${DIST:-dist}
arch=$("$go" env GOARCH)
name=$app-$version-linux-$arch
stage=$dist/stage/$name
prefix=$stage/usr/local

rm -rf "$stage" "$dist/$name.tar.xz"
mkdir -p "$prefix/bin"

echo "package: building $app $version ($commit) for linux/$arch with $("$fyne" version 2>/dev/null | head -n 1)"
GOFLAGS="${GOFLAGS:+$GOFLAGS }-ldflags=-X=main.version=$version -ldflags=-X=main.commit=$commit" \
	"$fyne" build --release --target linux -o "$PWD/$prefix/bin/$app"

install -Dm644 packaging/togyzkumalak.desktop "$prefix/share/applications/$app.desktop"
install -Dm644 assets/icon.png "$prefix/share/icons/hicolor/512x512/apps/$app.png"
install -Dm644 assets/icon.svg "$prefix/share/icons/hicolor/scalable/apps/$app.svg"
install -Dm644 assets/icon.png "$prefix/share/pixmaps/$app.png"
for doc in README.md LICENSE; do
	if [[ -f $doc ]]; then
		install -Dm644 "$doc" "$prefix/share/doc/$app/$doc"
	fi
done
install -Dm644 packaging/Makefile "$stage/Makefile"

if command -v desktop-file-validate >/dev/null 2>&1; then
	desktop-file-validate "$prefix/share/applications/$app.desktop"
else
	echo "package: warning: desktop-file-validate not found (make deps installs it); entry not checked" >&2
fi

# Reproducible archive: sorted names, root-owned, files dated at the commit.
mtime=$(git log -1 --format=%ct 2>/dev/null || date +%s)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$mtime" \
	-C "$dist/stage" -cJf "$dist/$name.tar.xz" "$name"

echo "package: $dist/$name.tar.xz ($(du -h "$dist/$name.tar.xz" | cut -f1))"
tar -tvJf "$dist/$name.tar.xz"
