# Togyz Kumalak desktop: build, test and package.
# On a fresh Debian/Ubuntu machine `make run` and `make test` are all you need.

APP      := togyzkumalak
VERSION  := $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml 2>/dev/null || echo 0.0.0)
COMMIT   := $(shell git rev-parse --short HEAD 2>/dev/null || echo unknown)
LDFLAGS  := -X main.version=$(VERSION) -X main.commit=$(COMMIT)
GO       ?= go
BIN      := bin/$(APP)
ENGINE_BIN := bin/$(APP)-engine
GOBIN    := $(shell $(GO) env GOPATH)/bin
STATICCHECK_VERSION := v0.8.2
FYNE_TOOLS_VERSION  := v1.7.4
FYNE     := $(GOBIN)/fyne
GOARCH   := $(shell $(GO) env GOARCH)
BUILD_NUMBER := $(shell sed -n 's/^Build *= *\([0-9]*\)/\1/p' FyneApp.toml 2>/dev/null || echo 0)
PACKAGE_NAME := $(APP)-$(VERSION)-linux-$(GOARCH)
WINDOWS_NAME := $(APP)-$(VERSION)-windows-amd64
GO_WINRES    := github.com/tc-hib/go-winres@v0.3.3

# Debian packages for Fyne's cgo build (OpenGL, X11) and the headless smoke test.
APT_PACKAGES := pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
	libxinerama-dev libxi-dev libxxf86vm-dev libgl1-mesa-dri xvfb xauth xdotool imagemagick \
	desktop-file-utils xz-utils libasound2-dev
PKG_CONFIG_MODULES := gl x11 xcursor xrandr xinerama xi xxf86vm alsa
# The Windows cross-build (mingw-w64, zip, NSIS) and its test under Wine.
WINDOWS_APT_PACKAGES := gcc-mingw-w64-x86-64 zip nsis imagemagick wine64 xvfb xauth xdotool
WINDOWS_COMMANDS := x86_64-w64-mingw32-gcc zip makensis convert Xvfb xauth xdotool import
# The Debian package: dpkg-deb, dpkg-shlibdeps and the checkers.
DEB_APT_PACKAGES := dpkg-dev lintian appstream desktop-file-utils
DEB_COMMANDS := dpkg-deb dpkg-shlibdeps lintian appstreamcli desktop-file-validate

# apt_install PACKAGES...: a shell command installing Debian packages as
# root or through sudo.
apt_install = if command -v apt-get >/dev/null 2>&1; then \
		SUDO=; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
		echo "Installing: $(1)"; \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $(1) >/dev/null; \
	else echo "Please install the Debian packages $(1) or their equivalents"; exit 1; fi
# have_commands CMDS...: a shell test that every command is on PATH.
have_commands = { for c in $(1); do command -v $$c >/dev/null 2>&1 || exit 1; done; }

export LANG ?= en_US.UTF-8
# Every build leaves out Fyne's colour emoji font: the game shows no emoji,
# and Fyne parses that 4 MiB font again for every text style it draws
# (about 25 MB of the window's memory). `go build` without make works too,
# with the font.
export GOFLAGS := -tags=no_emoji $(GOFLAGS)

.PHONY: all deps build engine run test vet unit fuzz smoke race bench lint package install screenshot clean \
	deps-windows windows windows-installer test-windows deps-deb deb test-deb

all: build

## deps: install the system packages Fyne needs (apt-get, as root or through sudo)
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists $(PKG_CONFIG_MODULES) \
		&& command -v Xvfb >/dev/null 2>&1 && command -v xauth >/dev/null 2>&1 \
		&& command -v xdotool >/dev/null 2>&1 && command -v import >/dev/null 2>&1 \
		&& command -v desktop-file-validate >/dev/null 2>&1 && command -v xz >/dev/null 2>&1; then \
		exit 0; \
	elif command -v apt-get >/dev/null 2>&1; then \
		SUDO=; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
		echo "Installing: $(APT_PACKAGES)"; \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $(APT_PACKAGES) >/dev/null; \
	else \
		echo "Please install the OpenGL and X11 development headers for Fyne"; \
		echo "(see https://docs.fyne.io/started/), plus Xvfb and xauth for the tests."; \
		exit 1; \
	fi

## build: compile the game into bin/
build: deps
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) .

## engine: the headless commands alone, a static binary built without cgo: bin/togyzkumalak-engine
engine:
	CGO_ENABLED=0 $(GO) build -ldflags "$(LDFLAGS)" -o $(ENGINE_BIN) ./cmd/$(APP)-engine
	./$(ENGINE_BIN) perft 2 >/dev/null

## run: build and open the game window
run: build
	./$(BIN)

## test: vet, every test with the fuzz seed corpora (and again under the race detector), the cgo-free engine build and the real-window smoke test
# Fuzzing itself is `make fuzz`: it explores random inputs, so it stays out of
# the deterministic test run (a worker slowed by a loaded machine failed CI once
# with "context deadline exceeded" although no input was wrong).
test: deps vet unit race engine smoke

vet:
	$(GO) vet ./...
	$(GO) vet -tags experiment ./ai

unit:
	$(GO) test -count=1 -timeout 30m ./...

# The window's packages run under the race detector too, without the long soak (-short).
race:
	$(GO) test -count=1 -timeout 30m -race ./game/... ./ai/... ./internal/...
	$(GO) test -count=1 -timeout 30m -race -short ./ui/...

## fuzz: each fuzz target for FUZZTIME (default 30s); failing inputs land in testdata/fuzz and then run in every `make test`
FUZZTIME ?= 30s
FUZZ_PACKAGES := ./game ./game/puzzle ./ai/protocol ./internal/data/storage
fuzz:
	@for pkg in $(FUZZ_PACKAGES); do \
		for target in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "fuzz $$pkg $$target ($(FUZZTIME))"; \
			$(GO) test -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 3s $$pkg || exit 1; \
		done; \
	done

## smoke: the real window under Xvfb: it opens, pressing 7 changes it, SIGTERM closes it
smoke: build
	./scripts/smoke.sh $(BIN)

## bench: Go benchmarks of the rules and the engine
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./game/... ./ai/...

## lint: gofmt and staticcheck
lint:
	@test -z "$$(gofmt -l .)" || { gofmt -l .; exit 1; }
	$(GO) run honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) ./...

## package: dist/$(APP)-<version>-linux-<arch>.tar.xz built with the fyne tool (installed if missing)
package: deps
	@$(FYNE) version 2>/dev/null | grep -q 'cli version: $(FYNE_TOOLS_VERSION)$$' || \
		{ echo "Installing fyne.io/tools/cmd/fyne@$(FYNE_TOOLS_VERSION)"; \
		  GOBIN=$(GOBIN) $(GO) install fyne.io/tools/cmd/fyne@$(FYNE_TOOLS_VERSION); }
	APP=$(APP) VERSION=$(VERSION) COMMIT=$(COMMIT) FYNE=$(FYNE) GO=$(GO) ./scripts/package.sh

## install: install the packaged game for the current user under ~/.local
install: package
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
		tar -xJf dist/$(PACKAGE_NAME).tar.xz -C "$$tmp" && \
		$(MAKE) --no-print-directory -C "$$tmp/$(PACKAGE_NAME)" user-install

## screenshot: docs/screenshot.png of the real window under Xvfb, for the README
screenshot: build
	BIN=$(BIN) ./scripts/screenshot.sh docs/screenshot.png

## deps-windows: mingw-w64, zip, NSIS and Wine for the Windows build and its test
deps-windows:
	@if ( $(call have_commands,$(WINDOWS_COMMANDS)) ) && [ -x /usr/lib/wine/wine64 -o -n "$$(command -v wine64)" ]; then \
		exit 0; else $(call apt_install,$(WINDOWS_APT_PACKAGES)); fi

## windows: dist/$(WINDOWS_NAME).zip, cross-built with mingw-w64
windows: deps-windows
	VERSION=$(VERSION) BUILD=$(BUILD_NUMBER) COMMIT=$(COMMIT) GO=$(GO) \
		WINRES="$(GO) run $(GO_WINRES)" ./scripts/windows.sh

## windows-installer: dist/$(WINDOWS_NAME)-setup.exe, built with NSIS
windows-installer: windows
	VERSION=$(VERSION) BUILD=$(BUILD_NUMBER) ./scripts/windows-installer.sh

## test-windows: the Windows build and its installer under Wine (see scripts/wine-test.sh)
test-windows: windows-installer build
	./scripts/wine-test.sh dist/$(WINDOWS_NAME)/$(APP).exe $(BIN) dist/$(WINDOWS_NAME)-setup.exe

## deps-deb: dpkg-dev, lintian and appstream for the Debian package
deps-deb:
	@if ( $(call have_commands,$(DEB_COMMANDS)) ); then exit 0; else $(call apt_install,$(DEB_APT_PACKAGES)); fi

## deb: dist/$(APP)_<version>_<arch>.deb built with dpkg-deb (checked by lintian and appstreamcli)
deb: deps deps-deb
	VERSION=$(VERSION) COMMIT=$(COMMIT) GO=$(GO) ./scripts/deb.sh

## test-deb: apt installs the .deb, the smoke test passes on /usr/bin/$(APP), apt removes it and the saves stay
test-deb: deb
	./scripts/deb-test.sh dist/$(APP)_$(VERSION)_$$(dpkg --print-architecture).deb

clean:
	rm -rf bin dist
