// Package tables is the window's screen of the endgame tables (View →
// Endgame tables), a mode beside the board: the tables kept in the cache
// folder with their sizes, the one the engines use, and the build of a
// larger one.
//
// The sizes offered go from the table in use up to ai.MaxEndgameBuild; each
// says what it takes (its file, the memory and the disk while it is built,
// the time on one core), and one that does not fit in the memory free now
// cannot be chosen, with the reason. A build runs in the background in
// host.Tables, not in the screen: the player may go back to the game
// while it runs, and the screen, opened again, shows how far it has come.
// Cancel stops it; the build removes its scratch file. Once the table is
// built the window's full-strength engines use it, and the window is told
// (Config.Built) so that it loads it in the next sessions too.
//
// The package never imports the window's package ui: it gets a
// screen.Env and its Config.
package tables

import (
	"errors"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Config is what the screen is built from, besides the environment.
type Config struct {
	// Tables are the window's endgame tables, with their cache folder.
	Tables *host.Tables
	// Available returns the bytes of memory free now, 0 when it is not
	// known (nil: host.AvailableMemory).
	Available func() int64
	// Reason says in the player's language why the system refused a file
	// operation (nil: the error's own text).
	Reason func(error) string
	// Built, when not nil, is told on the UI goroutine the stones of a
	// table the player built and the window wrote, so that the window
	// loads it in its next sessions too. It is told whether or not the
	// screen is still open.
	Built func(stones int)
}

// deps is what the screen was built from: its environment and its Config.
type deps struct {
	Env screen.Env
	Config
}

// row is a size of table offered to build.
type row struct {
	box     *fyne.Container
	title   *widget.Label
	details *widget.Label
	why     *widget.Label // why it cannot be built now
	build   *widget.Button
}

// Mode is the screen of the endgame tables: a screen.Mode.
type Mode struct {
	d        deps
	dir      string
	writeErr error // the folder cannot be written: nothing is offered
	stop     func()
	closed   bool

	files   []ai.EndgameFile
	running bool // the build ran at the last update: its end lists the files again

	intro, presentTitle, present, folder *widget.Label
	warning, status                      *widget.Label
	buildTitle, progressText, background *widget.Label
	rows                                 [ai.MaxEndgameBuild + 1]row
	bar                                  *widget.ProgressBar
	cancel                               *widget.Button
	progress                             *fyne.Container
	content                              fyne.CanvasObject
}

var _ screen.Mode = (*Mode)(nil)

// New builds the screen and starts following the build under way, if any.
func New(env screen.Env, cfg Config) *Mode {
	d := deps{Env: env, Config: cfg}
	if d.Available == nil {
		d.Available = host.AvailableMemory
	}
	m := &Mode{d: d, dir: d.Tables.Dir()}
	m.writeErr = writable(m.dir)
	m.build()
	m.files = ai.EndgameFiles(m.dir)
	m.running = d.Tables.BuildState().Running
	m.stop = d.Tables.Watch(func() { m.d.Env.Post(m.update) })
	m.Relocalize()
	return m
}

// writable reports why dir cannot hold a new table, nil when it can.
func writable(dir string) error {
	if dir == "" {
		return host.ErrNoFolder
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".write-test-*")
	if err != nil {
		return err
	}
	name := f.Name()
	if err := f.Close(); err != nil {
		os.Remove(name)
		return err
	}
	return os.Remove(name)
}

func (m *Mode) build() {
	m.intro = screen.Wrapped("")
	m.presentTitle = screen.Bold("")
	m.present = screen.Wrapped("") // "no table yet: …" is a sentence: wrapped, it never widens the panel
	m.folder = screen.Wrapped("")
	m.folder.Importance = widget.LowImportance
	m.warning = screen.Wrapped("")
	m.warning.Importance = widget.WarningImportance
	m.status = screen.Wrapped("")
	m.buildTitle = screen.Bold("")

	choices := container.NewVBox()
	for n := 1; n <= ai.MaxEndgameBuild; n++ {
		r := &m.rows[n]
		r.title = screen.Bold("")
		r.details = screen.Wrapped("")
		r.why = screen.Wrapped("")
		r.why.Importance = widget.WarningImportance
		r.build = widget.NewButtonWithIcon("", theme.DownloadIcon(), func() { m.start(n) })
		r.box = container.NewVBox(r.title, r.details, r.why, container.NewHBox(r.build)) // the button below its text: never cut in a narrow panel
		choices.Add(r.box)
	}

	m.progressText = screen.Wrapped("")
	m.bar = widget.NewProgressBar()
	m.cancel = widget.NewButtonWithIcon("", theme.CancelIcon(), m.Cancel)
	m.background = screen.Wrapped("")
	m.background.Importance = widget.LowImportance
	m.progress = container.NewVBox(m.progressText, container.NewBorder(nil, nil, nil, m.cancel, m.bar), m.background)

	m.content = container.NewVBox(
		m.intro,
		m.presentTitle, m.present, m.folder,
		widget.NewSeparator(),
		m.buildTitle, m.warning, m.progress, m.status, choices,
	)
}

// Content is the screen's panel.
func (m *Mode) Content() fyne.CanvasObject { return m.content }

// Title names the screen.
func (m *Mode) Title() string { return m.d.Env.Loc.T("tables.title") }

// Board is nil: the game's board stays.
func (m *Mode) Board() *board.Board { return nil }

// TypedKey takes no key.
func (m *Mode) TypedKey(*fyne.KeyEvent) bool { return false }

// Close stops following the build; the build goes on.
func (m *Mode) Close() {
	m.closed = true
	m.stop()
}

// Relocalize sets every text in the current language.
func (m *Mode) Relocalize() {
	loc := m.d.Env.Loc
	screen.SetText(m.intro, loc.T("tables.intro"))
	screen.SetText(m.presentTitle, loc.T("tables.present"))
	screen.SetText(m.folder, loc.T("tables.folder", map[string]any{"Folder": m.dir}))
	screen.SetText(m.buildTitle, loc.T("tables.build_title"))
	screen.SetText(m.background, loc.T("tables.background"))
	screen.SetButtonText(m.cancel, loc.T("tables.cancel"))
	for n := 1; n <= ai.MaxEndgameBuild; n++ {
		screen.SetButtonText(m.rows[n].build, loc.T("tables.build"))
	}
	m.update()
}

// start starts the build of the table of n stones.
func (m *Mode) start(n int) {
	post, built := m.d.Env.Post, m.d.Built
	err := m.d.Tables.Build(n, func(end host.BuildState) {
		if built != nil && end.Table != nil && end.Table.Path() != "" {
			post(func() { built(end.Stones) })
		}
	})
	if err != nil {
		fyne.LogError("build the endgame table", err)
		m.setStatus(m.d.Env.Loc.T("tables.not_started", map[string]any{"Reason": m.reason(err)}), widget.WarningImportance)
		return
	}
	m.update()
}

// Cancel cancels the build under way (the Cancel button).
func (m *Mode) Cancel() {
	m.d.Tables.CancelBuild()
	m.update()
}

// inUse returns the stones of the table the engines use, or would load
// next: the largest in the folder up to their limit (0: none).
func (m *Mode) inUse() (stones int, memoryOnly bool) {
	if t := m.d.Tables.InUse(); t != nil {
		return t.Stones(), t.Path() == ""
	}
	most := m.d.Tables.MaxStones()
	for _, f := range m.files {
		if f.Stones <= most {
			return f.Stones, false
		}
	}
	return 0, false
}

// update sets the screen from the tables and the build.
func (m *Mode) update() {
	if m.closed {
		return
	}
	loc := m.d.Env.Loc
	st := m.d.Tables.BuildState()
	if m.running && !st.Running {
		m.files = ai.EndgameFiles(m.dir) // the build has ended: its file is there
	}
	m.running = st.Running
	cur, memoryOnly := m.inUse()
	most := m.d.Tables.MaxStones()

	var lines []string
	listed := false
	for _, f := range m.files {
		line := loc.T("tables.file", map[string]any{"Stones": loc.N("stones", f.Stones), "Size": m.size(f.Bytes)})
		switch {
		case f.Stones == cur && !memoryOnly:
			line += " — " + loc.T("tables.in_use")
			listed = true
		case f.Stones > most:
			line += " — " + loc.T("tables.not_used")
		}
		lines = append(lines, line)
	}
	if cur > 0 && !listed {
		if t := m.d.Tables.InUse(); t != nil {
			lines = append(lines, loc.T("tables.file", map[string]any{"Stones": loc.N("stones", cur), "Size": m.size(t.Bytes())})+
				" — "+loc.T("tables.memory_only_in_use"))
		}
	}
	if len(lines) == 0 {
		lines = append(lines, loc.T("tables.none", map[string]any{"Stones": loc.N("stones", ai.EndgameStones)}))
	}
	screen.SetText(m.present, strings.Join(lines, "\n"))

	if m.writeErr != nil {
		screen.SetText(m.warning, loc.T("tables.not_writable", map[string]any{"Reason": m.reason(m.writeErr)}))
	}
	screen.SetVisible(m.warning, m.writeErr != nil)

	// The build under way.
	screen.SetVisible(m.progress, st.Running)
	if st.Running {
		text := loc.T("tables.building", map[string]any{
			"Stones": loc.N("stones", st.Stones), "Layer": st.Progress.Layer, "Last": st.Stones,
		})
		if st.Cancelled {
			text = loc.T("tables.cancelling")
		}
		screen.SetText(m.progressText, text)
		if v := st.Progress.Fraction; v != m.bar.Value {
			m.bar.SetValue(v)
		}
		screen.SetEnabled(m.cancel, !st.Cancelled)
	}
	m.showEnd(st)

	// The sizes offered.
	first := cur + 1
	if cur == 0 {
		first = ai.EndgameStones
	}
	free := m.d.Available()
	for n := 1; n <= ai.MaxEndgameBuild; n++ {
		r := &m.rows[n]
		shown := n >= first
		screen.SetVisible(r.box, shown)
		if !shown {
			screen.SetEnabled(r.build, false)
			continue
		}
		e := host.EstimateBuild(n)
		screen.SetText(r.title, loc.T("tables.choice", map[string]any{"Stones": loc.N("stones", n)}))
		screen.SetText(r.details, loc.T("tables.estimate", map[string]any{
			"File": m.size(e.File), "Time": m.duration(e.Time), "Memory": m.size(e.Memory), "Disk": m.size(e.Disk),
		}))
		fits := e.Fits(free)
		why := ""
		switch {
		case !fits && free > 0:
			why = loc.T("tables.no_memory", map[string]any{"Need": m.size(e.Memory + e.Memory/4), "Free": m.size(free)})
		case !fits:
			why = loc.T("tables.memory_unknown", map[string]any{"Need": m.size(e.Memory)})
		}
		screen.SetText(r.why, why)
		screen.SetVisible(r.why, why != "")
		screen.SetEnabled(r.build, fits && m.writeErr == nil && !st.Running)
	}
}

// showEnd says how the last build ended, if one did.
func (m *Mode) showEnd(st host.BuildState) {
	loc := m.d.Env.Loc
	if st.Running || st.Stones == 0 {
		m.setStatus("", widget.MediumImportance)
		return
	}
	stones := loc.N("stones", st.Stones)
	switch {
	case st.Cancelled:
		m.setStatus(loc.T("tables.cancelled", map[string]any{"Stones": stones}), widget.MediumImportance)
	case st.Err != nil:
		m.setStatus(loc.T("tables.failed", map[string]any{"Stones": stones, "Reason": m.reason(st.Err)}), widget.WarningImportance)
	case st.Table != nil && st.Table.Path() == "":
		var note error = errors.New("?")
		if ns := st.Table.Notes(); len(ns) > 0 {
			note = ns[len(ns)-1]
		}
		m.setStatus(loc.T("tables.memory_only", map[string]any{"Stones": stones, "Reason": m.reason(note)}), widget.WarningImportance)
	case st.Table != nil:
		m.setStatus(loc.T("tables.done", map[string]any{"Stones": stones}), widget.SuccessImportance)
	}
}

// setStatus sets the line under the build; "" hides it.
func (m *Mode) setStatus(text string, imp widget.Importance) {
	screen.SetText(m.status, text)
	screen.SetImportance(m.status, imp)
	screen.SetVisible(m.status, text != "")
}

// reason says why err happened, in the player's language when the window
// can.
func (m *Mode) reason(err error) string {
	if errors.Is(err, host.ErrNoFolder) {
		return m.d.Env.Loc.T("tables.no_folder")
	}
	if m.d.Reason != nil {
		return m.d.Reason(err)
	}
	return err.Error()
}

// size writes a number of bytes: "18 MB", "1.7 GB", "under 1 MB".
func (m *Mode) size(b int64) string {
	loc := m.d.Env.Loc
	switch {
	case b < 500_000:
		return loc.T("tables.under_mb")
	case b < 1_000_000_000:
		return loc.T("tables.mb", map[string]any{"MB": (b + 500_000) / 1_000_000})
	}
	gb := strconv.FormatFloat(math.Round(float64(b)/1e8)/10, 'f', 1, 64)
	if loc.Lang() != "en" {
		gb = strings.Replace(gb, ".", ",", 1)
	}
	return loc.T("tables.gb", map[string]any{"GB": gb})
}

// duration writes an estimated time: "about 2 minutes".
func (m *Mode) duration(d time.Duration) string {
	loc := m.d.Env.Loc
	if d < 45*time.Second {
		return loc.N("tables.seconds", max(1, int(math.Round(d.Seconds()))))
	}
	return loc.N("tables.minutes", max(1, int(math.Round(d.Minutes()))))
}
