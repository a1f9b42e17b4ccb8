package explorer

import (
	"context"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// MyGames is the library's collection of the games finished in the window.
const MyGames = library.MyGames

// Library is what the filters and the import ask of the games library
// besides the lookups: a *library.Library. Both run off the UI goroutine.
type Library interface {
	Collections(ctx context.Context) ([]string, error)
	ImportFileProgress(ctx context.Context, collection, path string, progress func(read, size int64)) (library.Report, error)
}

// Ratings are the least ratings the filter offers: whole hundreds, which
// the library answers from its openings' tables (the rated games of the
// Masters run from 1200 to 2116).
var ratings = [...]int{1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900, 2000, 2100, 2200}

// filterPause is how long the player and the years wait after the last
// key before they apply (Enter applies at once).
const filterPause = 600 * time.Millisecond

// shownSkipped is how many skipped games an import names in the panel.
const shownSkipped = 5

// maxCollectionRunes is the longest collection name shown whole in the
// choice; longer names are cut with "…", so that the panel keeps its width.
const maxCollectionRunes = 18

// filters are the explorer's filter controls and its import, on the UI
// goroutine.
type filters struct {
	toggle    *widget.Button
	importB   *widget.Button
	box       *fyne.Container // the controls, folded at first
	collL     *widget.Label
	coll      *widget.Select
	collOpts  map[string]string // the option shown -> the collection; "" for all
	names     []string          // the library's collections, last read
	playerL   *widget.Label
	player    *widget.Entry
	yearsL    *widget.Label
	from, to  *widget.Entry
	ratingL   *widget.Label
	rating    *widget.Select
	clear     *widget.Button
	nameBox   *fyne.Container // the collection a chosen file goes into, asked before the import
	nameL     *widget.Label
	name      *widget.Entry
	nameGo    *widget.Button
	nameNo    *widget.Button
	pending   string              // the file chosen, waiting for its collection
	status    *widget.Label       // what the import did
	bar       *widget.ProgressBar // the import's progress
	pause     *time.Timer         // applies typed text after filterPause
	setting   bool                // the controls are being set from a Filter: no apply
	importing bool                // an import is under way
}

// newFilters makes the controls: a "Filters" toggle and "Import games…"
// above the results, the controls folded under the toggle.
func (e *Explorer) newFilters() fyne.CanvasObject {
	f := &e.f
	f.toggle = widget.NewButton("", func() { e.ToggleFilters() })
	f.importB = widget.NewButton("", func() { e.Import() })
	f.collL, f.playerL, f.yearsL, f.ratingL = widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel("")
	f.coll = widget.NewSelect(nil, func(string) { e.applyFilter() })
	f.player = widget.NewEntry()
	f.from, f.to = widget.NewEntry(), widget.NewEntry()
	for _, en := range []*widget.Entry{f.player, f.from, f.to} {
		en.OnSubmitted = func(string) { e.applyFilter() }
		en.OnChanged = func(string) { e.typed() }
	}
	f.rating = widget.NewSelect(nil, func(string) { e.applyFilter() })
	f.clear = widget.NewButton("", func() { e.ClearFilter() })
	form := container.New(layout.NewFormLayout(),
		f.collL, f.coll,
		f.playerL, f.player,
		f.yearsL, container.NewGridWithColumns(2, f.from, f.to),
		f.ratingL, f.rating)
	f.box = container.NewVBox(form, container.NewHBox(layout.NewSpacer(), f.clear))
	f.box.Hide()
	f.nameL = screen.Wrapped("")
	f.name = widget.NewEntry()
	f.name.OnSubmitted = func(string) { e.confirmImport() }
	f.nameGo = widget.NewButton("", func() { e.confirmImport() })
	f.nameGo.Importance = widget.HighImportance
	f.nameNo = widget.NewButton("", func() { e.cancelImport() })
	f.nameBox = container.NewVBox(f.nameL, f.name, screen.Columns(2, f.nameGo, f.nameNo))
	f.nameBox.Hide()
	f.status = screen.Wrapped("")
	f.status.Hide()
	f.bar = widget.NewProgressBar()
	f.bar.Hide()
	top := f.toggle
	if e.lib == nil || e.choose == nil {
		f.importB.Hide()
	}
	return container.NewVBox(screen.Columns(2, top, f.importB), f.box, f.nameBox, f.bar, f.status)
}

// renderFilters writes the controls' texts in the current language.
func (e *Explorer) renderFilters() {
	f, loc := &e.f, e.loc
	e.mu.Lock()
	cur := e.filter
	e.mu.Unlock()
	n := activeFilters(cur)
	text := loc.T("explorerui.filters")
	if n > 0 {
		text = loc.T("explorerui.filters_on", map[string]any{"Count": n})
	}
	screen.SetButtonText(f.toggle, text)
	if n > 0 {
		screen.SetImportance(f.toggle, widget.HighImportance)
	} else {
		screen.SetImportance(f.toggle, widget.MediumImportance)
	}
	screen.SetButtonText(f.importB, loc.T("explorerui.import"))
	screen.SetButtonText(f.clear, loc.T("explorerui.clear"))
	screen.SetButtonText(f.nameGo, loc.T("explorerui.import_go"))
	screen.SetButtonText(f.nameNo, loc.T("dialog.cancel"))
	if f.pending != "" {
		screen.SetText(f.nameL, loc.T("explorerui.import_into", map[string]any{"File": filepath.Base(f.pending)}))
	}
	screen.SetText(f.collL, loc.T("explorerui.collection"))
	screen.SetText(f.playerL, loc.T("explorerui.player"))
	screen.SetText(f.yearsL, loc.T("explorerui.years"))
	screen.SetText(f.ratingL, loc.T("explorerui.rating"))
	f.from.SetPlaceHolder(loc.T("explorerui.year_from"))
	f.to.SetPlaceHolder(loc.T("explorerui.year_to"))
	f.player.SetPlaceHolder(loc.T("explorerui.player_any"))
	e.setControls(cur)
}

// activeFilters counts the filters set.
func activeFilters(f library.Filter) int {
	n := 0
	for _, on := range []bool{len(f.Collections) > 0, f.Player != "", f.FromYear > 0 || f.ToYear > 0, f.MinRating > 0} {
		if on {
			n++
		}
	}
	return n
}

// collectionText is the name shown for a collection: the built-in ones in
// the player's language, long names cut.
func (e *Explorer) collectionText(name string) string {
	switch name {
	case "":
		return e.loc.T("explorerui.all")
	case library.Masters:
		return e.loc.T("explorerui.coll_masters")
	case library.PlayOK:
		return e.loc.T("explorerui.coll_playok")
	case library.Saved:
		return e.loc.T("explorerui.coll_saved")
	case MyGames:
		return e.loc.T("explorerui.coll_mine")
	case library.DefaultLibrary:
		return e.loc.T("explorerui.coll_library")
	}
	if utf8.RuneCountInString(name) > maxCollectionRunes {
		r := []rune(name)
		return string(r[:maxCollectionRunes-1]) + "…"
	}
	return name
}

// setControls shows filter fl in the controls, without applying them.
func (e *Explorer) setControls(fl library.Filter) {
	f := &e.f
	f.setting = true
	defer func() { f.setting = false }()
	names := f.names
	chosen := ""
	if len(fl.Collections) > 0 {
		chosen = fl.Collections[0]
		found := false
		for _, n := range names {
			found = found || n == chosen
		}
		if !found {
			names = append(names[:len(names):len(names)], chosen)
		}
	}
	f.collOpts = map[string]string{}
	opts := []string{}
	for _, n := range append([]string{""}, names...) {
		t := e.collectionText(n)
		if _, dup := f.collOpts[t]; dup {
			continue
		}
		f.collOpts[t] = n
		opts = append(opts, t)
	}
	f.coll.SetOptions(opts)
	f.coll.SetSelected(e.collectionText(chosen))
	if f.player.Text != fl.Player {
		f.player.SetText(fl.Player)
	}
	year := func(y int) string {
		if y <= 0 {
			return ""
		}
		return strconv.Itoa(y)
	}
	if y := year(fl.FromYear); atoiOr0(f.from.Text) != fl.FromYear {
		f.from.SetText(y)
	}
	if y := year(fl.ToYear); atoiOr0(f.to.Text) != fl.ToYear {
		f.to.SetText(y)
	}
	ropts := []string{e.loc.T("explorerui.any")}
	for _, r := range ratings {
		ropts = append(ropts, strconv.Itoa(r))
	}
	f.rating.SetOptions(ropts)
	if fl.MinRating > 0 {
		f.rating.SetSelected(strconv.Itoa(fl.MinRating))
	} else {
		f.rating.SetSelected(ropts[0])
	}
}

// atoiOr0 reads a year typed: 0 when it is not a year.
func atoiOr0(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 || n > 9999 {
		return 0
	}
	return n
}

// controlsFilter is the filter the controls show.
func (e *Explorer) controlsFilter() library.Filter {
	f := &e.f
	var fl library.Filter
	if name := f.collOpts[f.coll.Selected]; name != "" {
		fl.Collections = []string{name}
	}
	fl.Player = strings.TrimSpace(f.player.Text)
	fl.FromYear, fl.ToYear = atoiOr0(f.from.Text), atoiOr0(f.to.Text)
	fl.MinRating, _ = strconv.Atoi(f.rating.Selected) // "Any": 0
	return fl
}

// typed applies the text typed after a short pause, on the UI goroutine.
func (e *Explorer) typed() {
	f := &e.f
	if f.setting {
		return
	}
	if f.pause != nil {
		f.pause.Stop()
	}
	f.pause = time.AfterFunc(filterPause, func() { e.do(e.applyFilter) })
}

// applyFilter asks again with the filter the controls show when it
// changed; on the UI goroutine.
func (e *Explorer) applyFilter() {
	f := &e.f
	if f.setting || f.collOpts == nil {
		return
	}
	if f.pause != nil {
		f.pause.Stop()
	}
	fl := e.controlsFilter()
	e.mu.Lock()
	same := sameFilter(e.filter, fl)
	e.filter = fl
	pos, asked := e.pos, e.asked
	e.mu.Unlock()
	if same {
		return
	}
	e.renderFilters()
	if asked {
		e.Show(pos)
	}
}

func sameFilter(a, b library.Filter) bool {
	return strings.Join(a.Collections, "\x00") == strings.Join(b.Collections, "\x00") &&
		a.Player == b.Player && a.FromYear == b.FromYear && a.ToYear == b.ToYear && a.MinRating == b.MinRating
}

// ToggleFilters shows or folds the filter controls; opening them reads the
// library's collections again.
func (e *Explorer) ToggleFilters() {
	f := &e.f
	if f.box.Visible() {
		f.box.Hide()
	} else {
		f.box.Show()
		e.loadCollections()
	}
	e.content.Refresh()
}

// FilterCollections returns the collections the filter offers, as the
// library names them.
func (e *Explorer) FilterCollections() []string { return slices.Clone(e.f.names) }

// FiltersShown reports whether the filter controls are unfolded.
func (e *Explorer) FiltersShown() bool { return e.f.box.Visible() }

// ClearFilter sets every filter off and asks again.
func (e *Explorer) ClearFilter() {
	e.mu.Lock()
	e.filter = library.Filter{}
	pos, asked := e.pos, e.asked
	e.mu.Unlock()
	e.renderFilters()
	if asked {
		e.Show(pos)
	}
}

// Filter returns the filter the lookups use.
func (e *Explorer) Filter() library.Filter {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.filter
}

// loadCollections reads the library's collections off the UI goroutine
// and offers them in the collection filter.
func (e *Explorer) loadCollections() {
	if e.lib == nil {
		return
	}
	go func() {
		names, err := e.lib.Collections(context.Background())
		if err != nil {
			return // the lookups say why the library cannot be read
		}
		e.do(func() {
			e.f.names = names
			e.renderFilters()
		})
	}()
}
