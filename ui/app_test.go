package ui

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// TestFirstFrame measures the time from building the window to its first
// rendered frame, headless.
func TestFirstFrame(t *testing.T) {
	start := time.Now()
	h := newHarness(t, harnessOptions{noStart: true})
	h.a.Start()
	img := h.a.Window.Canvas().Capture()
	d := time.Since(start)
	if img.Bounds().Dx() < 100 {
		t.Fatal("nothing rendered")
	}
	t.Logf("first frame after %v (store, engine, window, start, render)", d.Round(time.Millisecond))
	if d > 60*time.Second { // generous: a loaded machine; the figure is in the log
		t.Errorf("the first frame took %v", d)
	}
}

// TestNewGameDialog: the dialog's choices start the game asked for, with
// Enter as its default button, and are kept in the settings.
func TestNewGameDialog(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	a.typedKey(keyEvent('N'))
	m := a.dialogs.Top()
	if m == nil || m.Title() != a.loc.T("dialog.new_game.title") {
		t.Fatal("N did not open the New game dialog")
	}
	radio := findObject(m.Object(), isType[*widget.RadioGroup]).(*widget.RadioGroup)
	radio.SetSelected(a.loc.T("dialog.new_game.colour_black"))
	sel := findObject(m.Object(), isType[*widget.Select]).(*widget.Select)
	for i, l := range ai.Levels() {
		if o := sel.Options[i]; !strings.HasPrefix(o, levelName(a.loc, l.Number)+" ") || !strings.Contains(o, "~"+strconv.Itoa(l.Elo)) {
			t.Errorf("level %d shows %q, want its name and rating ~%d", l.Number, o, l.Elo)
		}
	}
	sel.SetSelectedIndex(4) // level 5
	a.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.settle()
	s := a.Session
	if a.dialogs.Top() != nil {
		t.Fatal("the dialog stayed open")
	}
	if !s.Snapshot().Sides.Human[game.Black] || s.Snapshot().Sides.Human[game.White] || s.Snapshot().Sides.Level != 5 {
		t.Fatalf("sides %v, level %d; want Black against level 5", s.Snapshot().Sides.Human, s.Snapshot().Sides.Level)
	}
	if s.Snapshot().Game().Ply() != 1 {
		t.Fatalf("the computer should have opened: ply %d", s.Snapshot().Game().Ply())
	}
	if st := a.Settings(); st.Colour != storage.ColourBlack || st.Level != 5 {
		t.Fatalf("settings %+v", st)
	}
	if h.a.Board.Bottom() != game.Black {
		t.Fatal("the person's row should be at the bottom")
	}
	// Escape closes without a new game.
	before := s.Snapshot().Game()
	a.typedKey(keyEvent('N'))
	a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if a.dialogs.Top() != nil || s.Snapshot().Game().Text() != before.Text() {
		t.Fatal("Escape should close the dialog and keep the game")
	}
}

// TestResultRecordedOnce: the end of a game against the computer is
// counted once and shown with the record against that level; two players'
// games are not counted.
func TestResultRecordedOnce(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	play := func(human [2]bool) *dialogs.Modal {
		g, last := lastMoveGame(t)
		side := g.Position().ToMove
		if !human[side] {
			human = [2]bool{}
			human[side] = true
		}
		session.TagGame(g, human, 2, testNow)
		a.Session.Start(g, human, 2)
		h.settle()
		if !a.Session.HumanMove(last) {
			t.Fatal("the last move was refused")
		}
		h.settle()
		return a.dialogs.Top()
	}
	m := play([2]bool{})
	if m == nil || m.Title() != a.loc.T("result.title") {
		t.Fatal("no result dialog")
	}
	text := modalText(m)
	st := h.store.Stats()[2]
	if st.Games() != 1 {
		t.Fatalf("stats %+v after one game", st)
	}
	if !strings.Contains(text, a.loc.T("result.moves", map[string]any{"Count": 1})) && !strings.Contains(text, "82") {
		t.Fatalf("result dialog: %q", text)
	}
	// Undo does not reopen the finished game, so it is not counted twice.
	a.dialogs.CloseAll()
	if a.Session.Undo() {
		t.Fatal("Undo reopened a finished game")
	}
	h.settle()
	if p := a.Session.Snapshot().Live; !p.Over() {
		t.Fatalf("the finished game was reopened: %v", p.TFEN())
	}
	if got := h.store.Stats()[2].Games(); got != 1 {
		t.Fatalf("%d games counted after Undo", got)
	}
	a.dialogs.CloseAll()
	// Two players: not counted.
	m = play([2]bool{true, true})
	if m == nil {
		t.Fatal("no result dialog for two players")
	}
	if got := h.store.Stats()[2].Games(); got != 1 {
		t.Fatalf("a two-player game was counted: %d", got)
	}
	if strings.Contains(modalText(m), a.loc.T("result.best_streak", map[string]any{"Count": 0})) {
		t.Fatal("the two-player result shows a record")
	}
}

// TestThemeAndSettings: the View menu's choices apply at once and are
// saved, and the window size is saved on close.
func TestThemeAndSettings(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	a.setTheme(storage.ThemeDark)
	if v := fyne.CurrentApp().Settings().Theme(); v.Color(theme.ColorNameBackground, theme.VariantLight) != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark) {
		t.Fatal("the dark theme is not forced")
	}
	a.setSpeed(storage.SpeedSlow)
	a.toggleHoleNames()
	a.toggleSound()
	a.Window.Resize(fyne.NewSize(900, 700))
	dirs := h.dirs
	h.close()
	h2 := newHarness(t, harnessOptions{dirs: dirs})
	st := h2.a.Settings()
	if st.Theme != storage.ThemeDark || st.AnimationSpeed != storage.SpeedSlow || !st.ShowHoleNames || !st.Sound { // the harness starts with sound off
		t.Fatalf("settings not kept: %+v", st)
	}
	if st.WindowWidth != 900 || st.WindowHeight != 700 {
		t.Fatalf("window size %vx%v, want 900x700", st.WindowWidth, st.WindowHeight)
	}
	// The menu shows the checks.
	var checked []string
	for _, it := range menuItems(h2.a.Window.MainMenu()) {
		if it.Checked {
			checked = append(checked, it.Label)
		}
	}
	want := []string{a.loc.T("menu.speed_slow"), a.loc.T("menu.theme_dark"), a.loc.T("menu.hole_names"), a.loc.T("menu.sound"), "English"}
	if strings.Join(checked, "|") != strings.Join(want, "|") {
		t.Fatalf("checked menu items %q, want %q", checked, want)
	}
}

// TestHelpAndAbout open every help page and the About dialog.
func TestHelpAndAbout(t *testing.T) {
	h := newHarness(t, harnessOptions{lang: "ru"})
	a := h.a
	for _, page := range a.loc.HelpPages() {
		runMenu(t, a, "help."+page)
		m := a.dialogs.Top()
		if m.Title() != a.loc.T("help."+page) || len(modalText(m)) < 200 {
			t.Fatalf("help page %q: %q", page, modalText(m))
		}
		a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	}
	runMenu(t, a, "menu.about")
	text := modalText(a.dialogs.Top())
	for _, want := range []string{"1.2.3", "abc1234", "MIT"} {
		if !strings.Contains(text, want) {
			t.Errorf("About lacks %q: %q", want, text)
		}
	}
	runMenu(t, a, "menu.shortcuts")
	runMenu(t, a, "menu.statistics")
	if a.dialogs.Len() != 3 {
		t.Fatalf("%d modals open", a.dialogs.Len())
	}
	a.SetLanguage("kk")
	if a.dialogs.Top().Title() != a.loc.T("stats.title") {
		t.Fatal("the statistics dialog was not rebuilt in Kazakh")
	}
}

// menuItems lists every item of a main menu.
func menuItems(m *fyne.MainMenu) []*fyne.MenuItem {
	var out []*fyne.MenuItem
	var walk func([]*fyne.MenuItem)
	walk = func(items []*fyne.MenuItem) {
		for _, it := range items {
			out = append(out, it)
			if it.ChildMenu != nil {
				walk(it.ChildMenu.Items)
			}
		}
	}
	for _, menu := range m.Items {
		walk(menu.Items)
	}
	return out
}

// isType matches objects of type T.
func isType[T fyne.CanvasObject](o fyne.CanvasObject) bool {
	_, ok := o.(T)
	return ok
}

// TestStatisticsReset: the statistics list the levels played and reset
// after a confirmation.
func TestStatisticsReset(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	for _, r := range []storage.Outcome{storage.Win, storage.Win, storage.Loss} {
		if _, err := h.store.RecordResult(4, r); err != nil {
			t.Fatal(err)
		}
	}
	runMenu(t, a, "menu.statistics")
	m := a.dialogs.Top()
	text := modalText(m)
	for _, want := range []string{levelName(a.loc, 4), "67%", a.loc.T("stats.total")} {
		if !strings.Contains(text, want) {
			t.Errorf("statistics lack %q: %q", want, text)
		}
	}
	reset := findButtonIn(m.Object(), a.loc.T("stats.reset"))
	if reset == nil {
		reset = m.Content().Buttons[0]
	}
	reset.OnTapped()
	confirm := a.dialogs.Top()
	if confirm == m || confirm.Title() != a.loc.T("dialog.confirm_title") {
		t.Fatal("no confirmation")
	}
	a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) // cancelled: nothing happens
	if h.store.Stats()[4].Games() != 3 {
		t.Fatal("statistics reset without confirmation")
	}
	reset.OnTapped()
	a.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if h.store.Stats()[4].Games() != 0 {
		t.Fatal("statistics not reset")
	}
	if text := modalText(a.dialogs.Top()); !strings.Contains(text, a.loc.T("stats.empty")) {
		t.Fatalf("the statistics were not rebuilt: %q", text)
	}
}

// TestMenuShortcuts: the menu items that a key also does show that key
// (Ctrl+N, Ctrl+O, Ctrl+S, Ctrl+Shift+S, Ctrl+Z, Ctrl+R to resign and
// Ctrl+D to offer a draw beside the single keys N
// and U, which typedKey handles), the same key the shortcuts dialog lists;
// the canvas runs the Ctrl keys too, and F11 turns full screen on and off.
func TestMenuShortcuts(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	ctrl := fyne.KeyModifierShortcutDefault
	type key struct {
		name fyne.KeyName
		mod  fyne.KeyModifier
		cap  string
	}
	want := map[string]key{
		a.loc.T("menu.new"): {fyne.KeyN, ctrl, "Ctrl+N"}, a.loc.T("menu.undo"): {fyne.KeyZ, ctrl, "Ctrl+Z"},
		a.loc.T("menu.hint"): {fyne.KeyH, 0, "H"}, a.loc.T("menu.analysis"): {fyne.KeyA, 0, "A"},
		a.loc.T("explorerui.menu"): {fyne.KeyE, 0, "E"},
		a.loc.T("menu.open"):       {fyne.KeyO, ctrl, "Ctrl+O"}, a.loc.T("menu.save_as"): {fyne.KeyS, ctrl, "Ctrl+S"},
		a.loc.T("menu.export"):    {fyne.KeyS, ctrl | fyne.KeyModifierShift, "Ctrl+Shift+S"},
		a.loc.T("session.resign"): {fyne.KeyR, ctrl, "Ctrl+R"}, a.loc.T("session.offer_draw"): {fyne.KeyD, ctrl, "Ctrl+D"},
	}
	found := 0
	for _, it := range menuItems(a.Window.MainMenu()) {
		label := it.Label
		if it.Disabled { // the label says why: "Undo move (no moves yet)"
			label, _, _ = strings.Cut(label, " (")
		}
		k, ok := want[label]
		if !ok {
			if it.Shortcut != nil {
				t.Errorf("%q shows a shortcut %v", it.Label, it.Shortcut)
			}
			continue
		}
		sc, isKey := it.Shortcut.(fyne.KeyboardShortcut)
		if !isKey || sc.Key() != k.name || sc.Mod() != k.mod {
			t.Errorf("%q shows %v, want the key %s", it.Label, it.Shortcut, k.cap)
		}
		found++
	}
	if found != len(want) {
		t.Fatalf("%d of %d menu items with a key found", found, len(want))
	}
	runMenu(t, a, "menu.shortcuts")
	text := modalText(a.dialogs.Top())
	for label, k := range want {
		if !strings.Contains(text, k.cap+"\n"+label) {
			t.Errorf("the shortcuts dialog does not list %s for %q: %q", k.cap, label, text)
		}
	}
	for _, single := range []string{"N\n" + a.loc.T("menu.new"), "U\n" + a.loc.T("menu.undo"), "F1\n", "F11\n"} {
		if !strings.Contains(text, single) {
			t.Errorf("the shortcuts dialog does not list %q: %q", single, text)
		}
	}
	a.dialogs.CloseAll()
	// Ctrl+N on the canvas opens New game, as N does.
	a.Window.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: ctrl})
	if top := a.dialogs.Top(); top == nil || top.Title() != a.loc.T("dialog.new_game.title") {
		t.Fatalf("Ctrl+N opened %v", top)
	}
	a.dialogs.CloseAll()
	// Ctrl+R asks before resigning; Ctrl+D between two people asks to
	// confirm the agreed draw. Neither ends the game by itself.
	h.tapHole(game.White, 7)
	h.settle()
	for _, tc := range []struct {
		key   fyne.KeyName
		title string
	}{{fyne.KeyR, "session.resign_confirm"}, {fyne.KeyD, "session.agree_confirm"}} {
		if tc.key == fyne.KeyD {
			a.Session.Start(game.NewGame(game.Start()), [2]bool{true, true}, 2)
			h.tapHole(game.White, 7)
			h.settle()
		}
		a.Window.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: tc.key, Modifier: ctrl})
		top := a.dialogs.Top()
		if top == nil || !strings.Contains(modalText(top), a.loc.T(tc.title)) {
			t.Errorf("Ctrl+%s opened %v, want %q", tc.key, top, a.loc.T(tc.title))
		}
		if a.Session.Snapshot().Status.Over() {
			t.Errorf("Ctrl+%s ended the game without asking", tc.key)
		}
		a.dialogs.CloseAll()
	}
	a.typedKey(&fyne.KeyEvent{Name: fyne.KeyF11})
	if !a.Window.FullScreen() {
		t.Error("F11 did not turn full screen on")
	}
	a.typedKey(&fyne.KeyEvent{Name: fyne.KeyF11})
	if a.Window.FullScreen() {
		t.Error("F11 did not turn full screen off")
	}
}

// TestMenusFitSmallScreen: every menu fits, whole, under the menu bar of
// the window that opens on a 1000×600 screen, in every language: the Game
// menu with the records was taller than that window, and its last items
// (Statistics, the clipboard, Quit) were out of sight.
func TestMenusFitSmallScreen(t *testing.T) {
	window := fitWindow(fyne.NewSize(defaultWidth, defaultHeight), fyne.NewSize(1000, 600))
	for _, lang := range []string{"en", "kk", "ky", "ru"} {
		t.Run(lang, func(t *testing.T) {
			h := newHarness(t, harnessOptions{lang: lang, settings: func(s *storage.Settings) { s.Language = lang }})
			bar := fyne.MeasureText(h.a.loc.T("menu.game"), theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.InnerPadding()
			for _, m := range h.a.Window.MainMenu().Items {
				if got := widget.NewMenu(m).MinSize().Height; got > window.Height-bar {
					t.Errorf("the menu %q is %.0f px tall; the window has %.0f under its menu bar", m.Label, got, window.Height-bar)
				}
			}
		})
	}
}
