package ui

import (
	"context"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/games"
	"github.com/togyzkumalak/togyzkumalak/ui/review"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// waitPosted waits until something is posted, or fails after 10 s.
func (h *harness) waitPosted() {
	h.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for h.q.len() == 0 {
		if time.Now().After(deadline) {
			h.t.Fatal("nothing was posted")
		}
		time.Sleep(time.Millisecond)
	}
}

// showGame shows g as a game of two players.
func (h *harness) showGame(g *game.Game) {
	h.a.Session.Start(g, [2]bool{true, true}, 1)
	h.settle()
}

// cutGame is finishedGame cut at plies.
func cutGame(t testing.TB, plies int) *game.Game {
	g := finishedGame(t)
	if err := g.SetPly(plies); err != nil {
		t.Fatal(err)
	}
	g.Truncate()
	return g
}

// TestReviewProgress checks that the review shows its first results while
// the rest are searched (from the last ply back), with the progress bar
// and the marks following, and that the finished review is kept in the
// record.
func TestReviewProgress(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	g := cutGame(t, 12)
	h.showGame(g)
	panel := h.a.view.review
	if panel.Content().Visible() {
		t.Fatal("the review panel shows before a review")
	}
	h.a.reviewGame()
	if busy, value := panel.Busy(); !h.a.review.Running() || !panel.Content().Visible() || !busy || value != 0 {
		t.Fatalf("after Review game: running %v, panel %v, progress %v", h.a.review.Running(), panel.Content().Visible(), value)
	}
	h.waitPosted()
	h.q.step()
	found, total, _ := h.a.review.Progress()
	if _, value := panel.Busy(); found != 1 || total != 12 || value != 1.0/12 {
		t.Fatalf("after the first ply: %d of %d, bar %v", found, total, value)
	}
	if _, ok := h.a.review.Ply(12); !ok {
		t.Error("the first ply found is not the last one")
	}
	if left, _, _, _ := panel.Texts(); !strings.Contains(left, "second") {
		t.Errorf("time left %q", left)
	}
	for h.a.review.Running() {
		h.waitPosted()
		h.q.drain()
	}
	found, _, _ = h.a.review.Progress()
	if busy, _ := panel.Busy(); found != 12 || busy || !g.Evaluated() {
		t.Fatalf("at the end: %d found, busy %v, record evaluated %v", found, busy, g.Evaluated())
	}
	w, b := ai.Summarise(h.a.review.Plies())
	if _, white, black, _ := panel.Texts(); !strings.Contains(white, "White") || !strings.Contains(black, "Black") ||
		w.Moves != 6 || b.Moves != 6 {
		t.Errorf("summary %q / %q", white, black)
	}
	// The kept review shows at once when the record is opened again.
	back, err := game.ParseGame(g.Text())
	if err != nil {
		t.Fatal(err)
	}
	h.newGame(dialogs.GameChoice{Colour: "white", Level: 1})
	if h.a.review.Active() {
		t.Fatal("New game kept the review")
	}
	h.showGame(back)
	if !h.a.review.Active() || h.a.review.Running() {
		t.Fatalf("reopened: active %v, running %v", h.a.review.Active(), h.a.review.Running())
	}
	for ply := 1; ply <= 12; ply++ {
		want, _ := h.a.review.Ply(ply)
		if got, ok := h.a.review.Ply(ply); !ok || got.Class != want.Class {
			t.Errorf("ply %d not read back", ply)
		}
	}
}

// TestReviewCancelledByNewGame checks that New game stops a running review
// at once and that nothing it found later shows.
func TestReviewCancelledByNewGame(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.a.review.Limits = ai.Limits{Time: 10 * time.Second}
	h.showGame(cutGame(t, 30))
	h.a.reviewGame()
	if !h.a.review.Running() {
		t.Fatal("not running")
	}
	start := time.Now()
	h.newGame(dialogs.GameChoice{Colour: "white", Level: 1})
	if h.a.review.Active() || h.a.view.review.Content().Visible() {
		t.Fatal("the review survived New game")
	}
	h.a.review.Wait()
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("the review's search took %v to stop", d)
	}
	h.q.drain()
	if h.a.review.Active() {
		t.Error("a stale answer brought the review back")
	}
}

// reviewedGame is a short game whose record holds a review: Black's 2nd
// move loses 20 stones (a blunder), White's 2nd is an only move.
func reviewedGame(t testing.TB) *game.Game {
	g := game.NewGame(game.Start())
	for _, m := range []game.Move{7, 9, 1, 2} {
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	evals := []game.Evaluation{
		{Score: 20, Chance: 50, Line: []game.Move{7}},
		{Score: 30, Chance: 50, Line: []game.Move{4}},
		{Score: 2000, Chance: 56, Line: []game.Move{1}, Best: &game.Evaluation{Score: 40}},
		{Score: 2100, Chance: 57, Line: []game.Move{5}, Only: true},
		{Score: 2100, Chance: 57, Line: []game.Move{6}},
	}
	for ply, e := range evals {
		g.SetEvaluation(ply, e)
	}
	return g
}

// TestReviewMarksAndJump checks the marks in the move list, a jump by a
// tap on the graph, the move list following, and the better move as a
// ghost with its line.
func TestReviewMarksAndJump(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	g := reviewedGame(t)
	h.showGame(g)
	if !h.a.review.Active() {
		t.Fatal("the kept review does not show")
	}
	v := h.a.view
	if got := moveCellText(v, 1); got != g.MoveText(1)+"??" {
		t.Errorf("Black's blunder shows as %q", got)
	}
	if got := moveCellText(v, 2); got != g.MoveText(2)+"!" {
		t.Errorf("White's only move shows as %q", got)
	}
	if got := moveCellText(v, 0); got != g.MoveText(0) {
		t.Errorf("the best move shows as %q", got)
	}
	graph := v.review.Graph()
	graph.Resize(fyne.NewSize(400, 100))
	test.TapAt(graph, fyne.NewPos(100, 50)) // ply 1 of 4
	if ply, ok := h.a.Session.Snapshot().Browsing(); !ok || ply != 1 {
		t.Fatalf("the tap shows ply %d (%v), want 1", ply, ok)
	}
	if v.listState.shown != 1 || graph.Selected() != 1 {
		t.Errorf("move list at %d, graph at %d", v.listState.shown, graph.Selected())
	}
	// From the position after ply 1, Black played 9 (a blunder); the
	// engine's 4 shows as a ghost, and the text gives its line.
	if m, _, ok := h.a.Board.Ghost(); !ok || m != 4 {
		t.Errorf("ghost %d (%v), want 4", m, ok)
	}
	if _, _, _, text := v.review.Texts(); !strings.Contains(text, "a blunder") || !strings.Contains(text, "hole 4") {
		t.Errorf("move text %q", text)
	}
	// Another ply with the same better move: the ghost shows there too.
	h.a.Session.Browse(2)
	h.a.Session.Browse(1)
	if m, _, ok := h.a.Board.Ghost(); !ok || m != 4 {
		t.Errorf("back at ply 1: ghost %d (%v), want 4", m, ok)
	}
	graph.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(200, 10)}})
	if tip := v.review.TipText(graph.Hover()); !strings.Contains(tip, "??") || !strings.Contains(tip, "+20.0") {
		t.Errorf("hover tip %q", tip)
	}
}

// moveCellText returns the text of move i (0-based) in the move list.
func moveCellText(v *view, i int) string {
	b := widget.NewButton("", nil)
	v.updateMoveCell(b, i)
	return b.Text
}

// TestReviewNotDuringAGameAgainstTheComputer: the engine's judgement is no
// silent help while the game against the computer goes on.
func TestReviewNotDuringAGameAgainstTheComputer(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.tapHole(game.White, 7)
	h.settle()
	h.a.reviewGame()
	// Game → Review game is disabled, saying why; called anyway, the status
	// line says it, not a dialog titled Error.
	if h.a.review.Active() || h.a.dialogs.Len() != 0 || !strings.Contains(h.a.view.offer.Text, "once it is over") {
		t.Fatalf("review active %v during a game against the computer (%d dialogs, status %q)", h.a.review.Active(), h.a.dialogs.Len(), h.a.view.offer.Text)
	}
	if it := h.a.view.menu.review; !it.Disabled {
		t.Errorf("Game → Review game is offered: %q", it.Label)
	}
}

// TestReviewFromSavedGames: the Review button of a saved finished game
// opens it and starts the review.
func TestReviewFromSavedGames(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	g := cutGame(t, 8)
	g.SetResult(game.WhiteWins) // resigned: finished
	if _, err := h.store.SaveGame("resigned", g); err != nil {
		t.Fatal(err)
	}
	h.a.records.ShowSavedGames()
	gm := h.a.mode().(*games.Mode)
	gm.Choose(0)
	b := screentest.Button(gm.Content(), "Review")
	if b == nil {
		t.Fatal("no Review button")
	}
	b.OnTapped()
	if !h.a.review.Active() || h.a.Session.Snapshot().Game().Len() != 8 {
		t.Fatalf("review active %v, %d plies shown", h.a.review.Active(), h.a.Session.Snapshot().Game().Len())
	}
	for h.a.review.Running() {
		h.waitPosted()
		h.q.drain()
	}
	if found, total, _ := h.a.review.Progress(); found != 8 || total != 8 {
		t.Errorf("%d of %d plies", found, total)
	}
}

// TestReviewKeepsFinalResults checks that a finished review holds what
// ai.AnalyseGame returned, not the copies it reported ply by ply: a ply's
// Root is corrected once the ply before it is searched (a verified blunder
// has a new After), after that ply was reported.
func TestReviewKeepsFinalResults(t *testing.T) {
	newEngine := func() *ai.Engine { return ai.New(ai.Options{Threads: 1, HashMB: 4}) }
	g := cutGame(t, 12)
	var reported []ai.PlyAnalysis
	want, err := newEngine().AnalyseGame(context.Background(), g.Clone(), tinyLimits, func(a ai.PlyAnalysis) {
		reported = append(reported, a)
	})
	if err != nil {
		t.Fatal(err)
	}
	corrected := 0
	for _, a := range reported {
		if !reflect.DeepEqual(a, want[a.Ply-1]) {
			corrected++
		}
	}
	if corrected == 0 {
		t.Fatal("no ply was corrected after it was reported: the test shows nothing")
	}

	q := &uiQueue{}
	r := review.NewReview(newEngine, q.post, tinyLimits)
	defer r.Close()
	var done *game.Game
	r.OnDone = func(g *game.Game) { done = g }
	r.Start(g)
	deadline := time.Now().Add(settleTimeout)
	for r.Running() {
		if time.Now().After(deadline) {
			t.Fatal("the review does not finish")
		}
		q.waitPost(10 * time.Millisecond)
		q.drain()
	}
	if done != g {
		t.Fatal("the finished review was not handed on")
	}
	if got := r.Plies(); !reflect.DeepEqual(got, want) {
		for i := range want {
			if !reflect.DeepEqual(got[i], want[i]) {
				t.Errorf("ply %d: Root %v, want %v (%d plies corrected after their report)", i+1, got[i].Root, want[i].Root, corrected)
			}
		}
	}
	// The record keeps the final evaluations too.
	kept, ok := ai.ReviewFromRecord(g)
	if !ok {
		t.Fatal("the finished review is not in the record")
	}
	for i := range want {
		if kept[i].Root != want[i].Root {
			t.Errorf("record, ply %d: Root %v, want %v", i+1, kept[i].Root, want[i].Root)
		}
	}
}

// timedReviewedGame is review/testdata/clock-180+2.pgn (ten moves on a 3+2
// clock) with a review kept in its record.
func timedReviewedGame(t *testing.T) *game.Game {
	t.Helper()
	data, err := os.ReadFile("review/testdata/clock-180+2.pgn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseGame(string(data))
	if err != nil {
		t.Fatal(err)
	}
	moves := g.Moves()
	for ply := range g.Len() + 1 {
		e := game.Evaluation{Score: 10 * ply, Chance: 50}
		if ply < len(moves) {
			e.Line = []game.Move{moves[ply]}
		}
		g.SetEvaluation(ply, e)
	}
	return g
}

// moveTimeText returns the time shown beside move i (0-based) in the move
// list, "" when none shows.
func moveTimeText(v *view, i int) string {
	row := v.newMoveRow()
	first := v.blackFirst()
	v.updateMoveRow((i+first)/2, row)
	cell := row.(*fyne.Container).Objects[1+(i+first)%2].(*fyne.Container)
	if l := cell.Objects[1].(*widget.Label); l.Visible() {
		return l.Text
	}
	return ""
}

// TestReviewMoveTimes: the review of a game on the clock shows each move's
// time in the move list and the bars under the graph; the review of a game
// without a clock shows neither, and closing the review hides them.
func TestReviewMoveTimes(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.showGame(timedReviewedGame(t))
	v := h.a.view
	if !h.a.review.Active() || !v.review.Timed() || !v.listState.timed {
		t.Fatalf("review active %v, bars %v, list timed %v", h.a.review.Active(), v.review.Timed(), v.listState.timed)
	}
	for i, want := range map[int]string{0: "0:03.0", 3: "0:01.3", 6: "1:20.0", 7: "0:00.0", 9: "0:40.0"} {
		if got := moveTimeText(v, i); got != want {
			t.Errorf("move %d: time %q, want %q", i+1, got, want)
		}
	}
	if got := moveCellText(v, 6); got != h.a.Session.Snapshot().Game().MoveText(6) {
		t.Errorf("move 7's button says %q", got)
	}
	bars := v.review.TimeBars()
	bars.Resize(fyne.NewSize(400, 60))
	test.TapAt(bars, fyne.NewPos(3*40, 10))
	if ply, ok := h.a.Session.Snapshot().Browsing(); !ok || ply != 3 || bars.Selected() != 3 || v.review.Graph().Selected() != 3 {
		t.Errorf("a tap on ply 3's bar shows ply %d (%v), bars at %d", ply, ok, bars.Selected())
	}

	h.showGame(reviewedGame(t))
	if !h.a.review.Active() || v.review.Timed() || v.listState.timed {
		t.Fatalf("untimed: review active %v, bars %v, list timed %v", h.a.review.Active(), v.review.Timed(), v.listState.timed)
	}
	for i := range 4 {
		if got := moveTimeText(v, i); got != "" {
			t.Errorf("untimed move %d shows the time %q", i+1, got)
		}
	}

	h.showGame(timedReviewedGame(t))
	h.a.review.Dismiss()
	if v.review.Timed() || v.listState.timed || moveTimeText(v, 0) != "" {
		t.Errorf("closed review: bars %v, list timed %v, move 1's time %q", v.review.Timed(), v.listState.timed, moveTimeText(v, 0))
	}
}

// TestReviewGraphScrollsMoveList: a tap on the graph of a long game's
// review scrolls the move list to the move tapped, from the end to the
// start and back.
func TestReviewGraphScrollsMoveList(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	g := finishedGame(t)
	for ply := 0; ply <= g.Len(); ply++ {
		e := game.Evaluation{Score: 10 * ply, Chance: 50}
		if ply < g.Len() {
			s, _ := g.Sowing(ply)
			e.Line = []game.Move{s.Move}
		}
		g.SetEvaluation(ply, e)
	}
	h.showGame(g)
	v := h.a.view
	if !h.a.review.Active() || g.Len() < 60 {
		t.Fatalf("review active %v, %d plies", h.a.review.Active(), g.Len())
	}
	v.moves.Resize(fyne.NewSize(300, 200))
	v.moves.ScrollToBottom()
	bottom := v.moves.GetScrollOffset()
	if bottom <= 0 {
		t.Fatalf("the list of %d plies does not scroll (offset %v)", g.Len(), bottom)
	}
	graph := v.review.Graph()
	graph.Resize(fyne.NewSize(float32(g.Len()*4), 100))
	test.TapAt(graph, fyne.NewPos(4, 50)) // ply 1
	if ply, ok := h.a.Session.Snapshot().Browsing(); !ok || ply != 1 {
		t.Fatalf("the tap shows ply %d (%v), want 1", ply, ok)
	}
	if off := v.moves.GetScrollOffset(); off != 0 {
		t.Errorf("after a tap on ply 1 the list is at %v, want 0 (the end was %v)", off, bottom)
	}
	test.TapAt(graph, fyne.NewPos(float32(g.Len()*4)-2, 50)) // the last ply
	if off := v.moves.GetScrollOffset(); off < bottom-1 {
		t.Errorf("after a tap on the last ply the list is at %v, want %v", off, bottom)
	}
}
