// Package prefs keeps the window's settings and the learner's progress as
// the window uses them: one copy in memory, changed through Set (the
// window's menus) and read by everyone, made the store's at once and
// written to disk off the UI goroutine by the session's Writer, whose
// report tells a failed write the way a failed autosave is told.
//
// It also holds the one table of the animation speeds (Speeds): the
// settings' value, the board's pace and the menu item's label.
package prefs

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// Prefs are the settings and the progress of the window's player.
type Prefs struct {
	store  *storage.Store
	writes *session.Writer
	s      storage.Settings
	// OnChange is called after Set changed the settings, with the
	// settings before and after (the window hands them to its boards, its
	// theme and its menu's ticks).
	OnChange func(old, now storage.Settings)
}

// New returns the settings the store read, written through writes.
func New(store *storage.Store, writes *session.Writer) *Prefs {
	return &Prefs{store: store, writes: writes, s: store.Settings()}
}

// Settings returns the settings now.
func (p *Prefs) Settings() storage.Settings { return p.s }

// Set changes the settings with change, has them written and tells
// OnChange; nothing when change changed nothing.
func (p *Prefs) Set(change func(*storage.Settings)) {
	old := p.s
	change(&p.s)
	if p.s == old {
		return
	}
	p.Save()
	if p.OnChange != nil {
		p.OnChange(old, p.s)
	}
}

// Save makes the settings the store's and has them written off the UI
// goroutine.
func (p *Prefs) Save() {
	if err := p.store.SetSettings(p.s); err != nil {
		fyne.LogError("save settings", err)
		return
	}
	p.writes.Write(p.store.SettingsPath(), p.store.WriteSettings)
}

// Progress returns the learner's progress in the lessons and puzzles
// (screen.Store).
func (p *Prefs) Progress() screen.Progress { return screen.Progress(p.store.Progress()) }

// SaveProgress makes pr the progress and has it written in the background
// (screen.Store): a failed write is told by the writer's report, not
// returned. It fails only once the store is closed. The screens'
// screen.Progress and the store's storage.Progress have the same fields.
func (p *Prefs) SaveProgress(pr screen.Progress) error {
	if err := p.store.SetProgress(storage.Progress(pr)); err != nil {
		return err
	}
	p.writes.Write(p.store.ProgressPath(), p.store.WriteProgress)
	return nil
}

var _ screen.Store = (*Prefs)(nil)

// MarkLessonsOffered records that the lessons were offered, or need not
// be (a player who already played finds them in the Help menu), and
// reports whether they had been offered before.
func (p *Prefs) MarkLessonsOffered() (before bool) {
	pr := p.Progress()
	if pr.Offered {
		return true
	}
	pr.Offered = true
	if err := p.SaveProgress(pr); err != nil {
		fyne.LogError("save progress", err)
	}
	return false
}

// TimeControl is the time control the settings remember; none when they
// hold none or one that cannot be read.
func TimeControl(st storage.Settings) clock.TimeControl {
	tc, err := clock.Parse(st.TimeControl)
	if err != nil {
		return clock.None
	}
	return tc
}

// Speed is an animation speed: the settings' value, the board's pace and
// the i18n key of its menu item.
type Speed struct {
	Value string
	Speed board.Speed
	Label string
}

// Speeds are the animation speeds, slowest last, as the View menu lists
// them.
var Speeds = [...]Speed{
	{storage.SpeedOff, board.SpeedOff, "menu.speed_off"},
	{storage.SpeedFast, board.SpeedFast, "menu.speed_fast"},
	{storage.SpeedNormal, board.SpeedNormal, "menu.speed_normal"},
	{storage.SpeedSlow, board.SpeedSlow, "menu.speed_slow"},
}

// BoardSpeed returns the board's pace of a settings value (normal for an
// unknown one).
func BoardSpeed(value string) board.Speed {
	for _, sp := range Speeds {
		if sp.Value == value {
			return sp.Speed
		}
	}
	return board.SpeedNormal
}

// Apply gives b the settings' pace and hole names.
func Apply(b *board.Board, st storage.Settings) {
	b.SetSpeed(BoardSpeed(st.AnimationSpeed))
	b.SetShowHoleNames(st.ShowHoleNames)
}
