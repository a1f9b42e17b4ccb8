package dialogs

import (
	"errors"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// TestNewGameChoice: the dialog shows the choice it is given and hands
// the player's to Start after it closed; a custom clock that is not one
// keeps it open and says why.
func TestNewGameChoice(t *testing.T) {
	tests := []struct {
		name    string
		from    GameChoice
		change  func(m *Modal)
		want    GameChoice
		started bool
	}{
		{"as given", GameChoice{Colour: storage.ColourBlack, Level: 3, TimeControl: clock.Presets()[1]}, func(*Modal) {},
			GameChoice{Colour: storage.ColourBlack, Level: 3, TimeControl: clock.Presets()[1]}, true},
		{"two players, level 5", GameChoice{Colour: storage.ColourWhite, Level: 1}, func(m *Modal) {
			screentest.Find(m.Object(), isType[*widget.Check]).(*widget.Check).SetChecked(true)
			screentest.Find(m.Object(), isType[*widget.Select]).(*widget.Select).SetSelectedIndex(4)
		}, GameChoice{Colour: storage.ColourWhite, Level: 5, TwoPlayers: true}, true},
		{"a custom clock", GameChoice{Colour: storage.ColourWhite, Level: 1, TimeControl: clock.TimeControl{Base: 7 * time.Minute, Increment: 4 * time.Second}}, func(*Modal) {},
			GameChoice{Colour: storage.ColourWhite, Level: 1, TimeControl: clock.TimeControl{Base: 7 * time.Minute, Increment: 4 * time.Second}}, true},
		{"a custom clock of no minutes", GameChoice{Colour: storage.ColourWhite, Level: 1, TimeControl: clock.TimeControl{Base: 7 * time.Minute}}, func(m *Modal) {
			screentest.Find(m.Object(), isType[*widget.Entry]).(*widget.Entry).SetText("0")
		}, GameChoice{}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHost(t, "en")
			var got *GameChoice
			d := &NewGame{Host: h, Loc: h.Localizer(), Ladder: testLadder, Choice: func() GameChoice { return tc.from },
				Start: func(c GameChoice) {
					if h.Len() != 0 {
						t.Error("the game started under the open dialog")
					}
					got = &c
				}}
			d.Show()
			m := h.Top()
			if m == nil || m.Title() != h.Localizer().T("dialog.new_game.title") {
				t.Fatal("no New game dialog")
			}
			tc.change(m)
			h.TypedKey(key(fyne.KeyReturn))
			if (got != nil) != tc.started {
				t.Fatalf("started %v, want %v", got != nil, tc.started)
			}
			if !tc.started {
				if h.Len() != 1 || !strings.Contains(modalText(m), h.Localizer().T("clock.invalid_minutes")) {
					t.Fatalf("the dialog does not say what is wrong: %q", modalText(m))
				}
				return
			}
			if *got != tc.want {
				t.Fatalf("started %+v, want %+v", *got, tc.want)
			}
		})
	}
}

// isType matches objects of type T.
func isType[T fyne.CanvasObject](o fyne.CanvasObject) bool {
	_, ok := o.(T)
	return ok
}

// TestResultTexts: the result is told from the person's side against the
// computer and by colour between two people (or none), on time too.
func TestResultTexts(t *testing.T) {
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	you, twoPlayers := [2]bool{false, true}, [2]bool{true, true} // the person plays Black
	tests := []struct {
		name string
		r    Result
		head string
	}{
		{"a draw", Result{Outcome: game.Outcome{Result: game.Draw}, Human: you}, "result.draw"},
		{"you won", Result{Outcome: game.Outcome{Result: game.BlackWins}, Human: you}, "result.you_won"},
		{"you lost", Result{Outcome: game.Outcome{Result: game.WhiteWins}, Human: you}, "result.you_lost"},
		{"White won", Result{Outcome: game.Outcome{Result: game.WhiteWins}, Human: twoPlayers}, "result.white_won"},
		{"Black won, nobody played", Result{Outcome: game.Outcome{Result: game.BlackWins}}, "result.black_won"},
		{"you lost on time", Result{Outcome: game.Outcome{Result: game.WhiteWins}, Human: you, OnTime: true, Flagged: game.Black}, "result.you_lost_on_time"},
		{"the computer lost on time", Result{Outcome: game.Outcome{Result: game.BlackWins}, Human: you, OnTime: true, Flagged: game.White}, "result.computer_lost_on_time"},
		{"White lost on time", Result{Outcome: game.Outcome{Result: game.BlackWins}, Human: twoPlayers, OnTime: true, Flagged: game.White}, "result.white_lost_on_time"},
		{"a draw on time", Result{Outcome: game.Outcome{Result: game.Draw}, Human: you, OnTime: true, Flagged: game.Black}, "result.draw"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHost(t, "en")
			var reviewed, again bool
			ShowResult(h, tc.r, func() { reviewed = true }, func() { again = true })
			m := h.Top()
			if text := modalText(m); !strings.Contains(text, loc.T(tc.head)) {
				t.Fatalf("the dialog says %q, want %q", text, loc.T(tc.head))
			}
			if !tc.r.OnTime {
				if got := ResultText(loc, tc.r.Outcome.Result, tc.r.Human); got != loc.T(tc.head) {
					t.Errorf("ResultText %q, want %q", got, loc.T(tc.head))
				}
			}
			screentest.Button(m.Object(), loc.T("review.button")).OnTapped()
			if !reviewed || again || h.Len() != 0 {
				t.Fatalf("Review: reviewed %v, again %v, %d open", reviewed, again, h.Len())
			}
		})
	}
}

// TestResultRecord: against the computer the dialog shows the person's
// record against the level; Enter opens New game.
func TestResultRecord(t *testing.T) {
	h := newHost(t, "en")
	loc := h.Localizer()
	again := false
	st := storage.LevelStats{Won: 2, Lost: 1, Streak: 1, BestStreak: 2}
	ShowResult(h, Result{Outcome: game.Outcome{Result: game.WhiteWins}, Plies: 41, Stats: &st, Human: [2]bool{true, false}, Level: 4, Ladder: testLadder},
		func() {}, func() { again = true })
	text := modalText(h.Top())
	for _, want := range []string{
		testLadder.RatedName(loc, 4), "67%", loc.N("result.moves", 21), loc.T("result.best_streak", map[string]any{"Count": 2}),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the result lacks %q: %q", want, text)
		}
	}
	h.TypedKey(key(fyne.KeyReturn))
	if !again || h.Len() != 0 {
		t.Fatalf("Enter: again %v, %d open", again, h.Len())
	}
}

// TestStatisticsResetFails: a reset the store refuses is told, naming the
// file and why, and the statistics stay as they were.
func TestStatisticsResetFails(t *testing.T) {
	h := newHost(t, "en")
	loc := h.Localizer()
	stats := map[int]storage.LevelStats{2: {Won: 1}}
	path := filepath.Join(t.TempDir(), "stats.json")
	d := &Statistics{Host: h, Ladder: testLadder, Stats: func() map[int]storage.LevelStats { return stats }, Path: path,
		Reset: func() error { return &fs.PathError{Op: "write", Path: path, Err: fs.ErrPermission} }}
	d.Show()
	m := h.Top()
	screentest.Button(m.Object(), loc.T("stats.reset")).OnTapped()
	h.TypedKey(key(fyne.KeyReturn)) // confirmed
	top := h.Top()
	if h.Len() != 2 || top.Title() != loc.T("error.title") || !strings.Contains(modalText(top), path) || !strings.Contains(modalText(top), "access is denied") {
		t.Fatalf("%d open, top %q", h.Len(), modalText(top))
	}
	if !strings.Contains(modalText(m), testLadder.RatedName(loc, 2)) {
		t.Fatalf("the statistics changed: %q", modalText(m))
	}
}

// TestShowProblems names every file not read, why, and where it was kept.
func TestShowProblems(t *testing.T) {
	h := newHost(t, "ru")
	loc := h.Localizer()
	h.ShowProblems([]storage.Problem{
		{Path: "/a/stats.json", Err: storage.ErrNewerVersion, KeptAs: "/a/stats.json.bad"},
		{Path: "/a/autosave.pgn", Err: errors.New("odd")},
	})
	text := modalText(h.Top())
	for _, want := range []string{"/a/stats.json", "/a/stats.json.bad", loc.T("ui.problem.newer"), "/a/autosave.pgn", loc.T("ui.problem.left_alone")} {
		if !strings.Contains(text, want) {
			t.Errorf("the problems lack %q: %q", want, text)
		}
	}
}

// TestReportProblem copies the report, opens the log's folder and says so;
// TestUncleanExit names the log.
func TestReportProblem(t *testing.T) {
	h := newHost(t, "en")
	fa := test.NewTempApp(t)
	logPath := filepath.Join(t.TempDir(), "logs", "togyzkumalak.log")
	if err := os.MkdirAll(filepath.Dir(logPath), 0o755); err != nil {
		t.Fatal(err)
	}
	var opened *url.URL
	r := &ReportProblem{Host: h, Text: func() string { return "the report" }, LogPath: logPath, Clipboard: fa.Clipboard(),
		OpenURL: func(u *url.URL) error { opened = u; return nil }}
	r.Show()
	if got := fa.Clipboard().Content(); got != "the report" {
		t.Errorf("the clipboard has %q", got)
	}
	if opened == nil || !strings.HasSuffix(opened.Path, "/logs") {
		t.Errorf("opened %v, want the log's folder", opened)
	}
	m := h.Top()
	if m.Title() != h.Localizer().T("report.title") || !strings.Contains(modalText(m), filepath.Dir(logPath)) {
		t.Errorf("the message: %q", modalText(m))
	}
	m.Close()
	// When the system cannot open the folder, the message says so and
	// where the folder is, never that it is open.
	for _, fail := range []struct {
		name string
		r    ReportProblem
	}{
		{"no file manager", ReportProblem{LogPath: logPath, OpenURL: func(*url.URL) error { return errors.New("no xdg-open") }}},
		{"no folder", ReportProblem{LogPath: filepath.Join(t.TempDir(), "gone", "x.log"), OpenURL: func(*url.URL) error { return nil }}},
	} {
		r := fail.r
		r.Host, r.Text, r.Clipboard = h, func() string { return "the report" }, fa.Clipboard()
		r.Show()
		text := modalText(h.Top())
		if strings.Contains(text, "folder is open") || !strings.Contains(text, filepath.Dir(r.LogPath)) {
			t.Errorf("%s: the message: %q", fail.name, text)
		}
		h.Top().Close()
	}
	ShowUncleanExit(h, logPath)
	if m := h.Top(); m.Title() != h.Localizer().T("crash.title") || !strings.Contains(modalText(m), logPath) {
		t.Errorf("the crash message: %q", modalText(m))
	}
}

// TestLockedMessage renders the message shown when another window holds
// the saves.
func TestLockedMessage(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("kk")
	if err != nil {
		t.Fatal(err)
	}
	quit := false
	c := Locked(loc, func() { quit = true })
	texts := strings.Join(screentest.Texts(c), "|")
	if !strings.Contains(texts, loc.T("error.second_instance")) {
		t.Fatalf("locked message: %q", texts)
	}
	screentest.Button(c, loc.T("dialog.close")).OnTapped()
	if !quit {
		t.Fatal("Close did not quit")
	}
}
