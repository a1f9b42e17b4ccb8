package coach

import (
	"context"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// call is one message the coach asked its Words for.
type call struct {
	id    string
	count int // N's count
	data  map[string]any
}

// recorder is Words that keeps every message asked for and says its id,
// and writes a number of stones as "<n>" so that a test can read it back.
type recorder struct{ calls []call }

func (r *recorder) T(id string, data ...map[string]any) string {
	r.calls = append(r.calls, call{id: id, data: merged(data)})
	return "[" + id + "]"
}

func (r *recorder) N(id string, count int, data ...map[string]any) string {
	if id == "stones" {
		return fmt.Sprintf("<%d>", count)
	}
	r.calls = append(r.calls, call{id: id, count: count, data: merged(data)})
	return "[" + id + "]"
}

func merged(data []map[string]any) map[string]any {
	out := map[string]any{}
	for _, d := range data {
		maps.Copy(out, d)
	}
	return out
}

// ids returns the messages of a sentence, without the "coach." prefix.
func (r *recorder) ids() []string {
	var out []string
	for _, c := range r.calls {
		out = append(out, strings.TrimPrefix(c.id, "coach."))
	}
	return out
}

// stonesOf reads back a number of stones written by recorder.N.
func stonesOf(t *testing.T, v any) int {
	t.Helper()
	s, _ := v.(string)
	var n int
	if _, err := fmt.Sscanf(s, "<%d>", &n); err != nil {
		t.Fatalf("%v is not a number of stones", v)
	}
	return n
}

// board returns the position of White's and Black's holes, the kazans
// filling up the 162 stones (White's given, Black's the rest), the
// tuzdyks ("-" or a hole) and White to move, as a TFEN string.
func board(t *testing.T, white, black string, whiteKazan int, tuzdyks string) game.Position {
	t.Helper()
	total := 0
	for _, row := range []string{white, black} {
		for _, f := range strings.Split(row, ",") {
			var n int
			fmt.Sscan(f, &n)
			total += n
		}
	}
	tfen := fmt.Sprintf("%s/%s %d %d %s 0", white, black, whiteKazan, game.TotalStones-total-whiteKazan, tuzdyks)
	pos, err := game.ParseTFEN(tfen)
	if err != nil {
		t.Fatalf("%s: %v", tfen, err)
	}
	return pos
}

// TestThemes: each theme on a position built for it, with the review's
// lines given, names the theme and says what the rules engine shows.
func TestThemes(t *testing.T) {
	tests := []struct {
		name                 string
		white, black         string
		kazan                int
		played, best         game.Move
		reply, bestLine      []game.Move
		theme                Theme
		says                 []string // the messages of the sentence, in order
		replyGain, bestGain  int
		wantHole, wantStones int // the hole and stones of the first message that has them
	}{
		{
			// Hole 9's two stones reach Black's hole 1 and make two.
			name: "a capture missed", white: "1,0,0,0,0,0,0,0,2", black: "1,0,0,0,0,0,0,0,5", kazan: 77,
			played: 1, best: 9, reply: []game.Move{9}, bestLine: []game.Move{9, 9},
			theme: CaptureMissed, says: []string{"nothing", "better.capture"}, bestGain: 2, wantHole: 1, wantStones: 2,
		},
		{
			// Black's hole 9 reaches White's hole 2, which holds one:
			// playing it away keeps it.
			name: "a capture allowed", white: "0,1,0,0,0,0,0,3,0", black: "0,0,0,0,1,0,0,0,3", kazan: 77,
			played: 8, best: 2, reply: []game.Move{9}, bestLine: []game.Move{2, 9},
			theme: CaptureAllowed, says: []string{"reply.capture", "keep.moved"}, replyGain: 2, wantHole: 2, wantStones: 2,
		},
		{
			// Black's hole 9 makes three in White's hole 2; after hole 2
			// is played it only makes two.
			name: "a tuzdyk allowed", white: "0,2,0,0,0,0,0,3,0", black: "0,0,0,0,1,0,0,0,3", kazan: 77,
			played: 8, best: 2, reply: []game.Move{9}, bestLine: []game.Move{2, 9},
			theme: TuzdykAllowed, says: []string{"reply.tuzdyk", "keep.limit"}, replyGain: 3, wantHole: 2,
		},
		{
			name: "a tuzdyk missed", white: "1,0,0,0,0,0,0,0,2", black: "2,0,0,0,0,0,0,0,5", kazan: 76,
			played: 1, best: 9, reply: []game.Move{9}, bestLine: []game.Move{9, 9},
			theme: TuzdykMissed, says: []string{"nothing", "better.tuzdyk"}, bestGain: 3, wantHole: 1,
		},
		{
			// With 80 stones, the capture of two wins.
			name: "82 missed", white: "1,0,0,0,0,0,0,0,2", black: "1,0,0,0,0,0,0,0,5", kazan: 80,
			played: 1, best: 9, reply: []game.Move{9}, bestLine: []game.Move{9},
			theme: Race82, says: []string{"nothing", "better.win82"}, bestGain: 2,
		},
		{
			// Black has 80: the capture allowed wins the game.
			name: "82 allowed", white: "0,1,0,0,0,0,0,3,0", black: "0,0,0,0,1,0,0,0,3", kazan: 74,
			played: 8, best: 2, reply: []game.Move{9}, bestLine: []game.Move{2, 9},
			theme: Race82, says: []string{"reply.win82", "keep.moved"}, replyGain: 2,
		},
		{
			// White's last stone in its row is captured: White cannot
			// move, and Black's row is Black's.
			name: "atsyrau", white: "1,0,0,0,0,0,0,0,1", black: "0,0,0,0,1,0,0,0,2", kazan: 79,
			played: 9, best: 1, reply: []game.Move{9}, bestLine: []game.Move{1, 9},
			theme: Atsyrau, says: []string{"reply.atsyrau", "keep.moved"}, replyGain: 2,
		},
		{
			// Nothing is won at once either way; after hole 8 Black could
			// make a tuzdyk of hole 2, after hole 2 no tuzdyk at all.
			name: "a tuzdyk threat kept away", white: "0,2,0,0,0,0,0,3,0", black: "0,0,0,0,1,0,0,0,3", kazan: 77,
			played: 8, best: 2, reply: []game.Move{5}, bestLine: []game.Move{2, 5},
			theme: Quiet, says: []string{"nothing", "keep.tuzdyk"}, wantHole: 2,
		},
		{
			// Nothing is won within the lines: the evaluation speaks.
			name: "a quiet move", white: "3,0,1,0,0,0,0,0,0", black: "0,0,0,0,1,1,0,0,0", kazan: 78,
			played: 3, best: 1, reply: []game.Move{5}, bestLine: []game.Move{1, 5},
			theme: Quiet, says: []string{"nothing", "keep.position"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos := board(t, tt.white, tt.black, tt.kazan, "- -")
			a := ai.PlyAnalysis{Ply: 1, Mover: game.White, Move: tt.played, Best: tt.best, Line: tt.bestLine,
				Reply: tt.reply, Loss: 250, Class: ai.Mistake}
			x, ok := Explain(pos, a)
			if !ok {
				t.Fatal("not explained")
			}
			var r recorder
			x.Sentence(&r)
			if x.Theme != tt.theme || !slices.Equal(r.ids(), tt.says) {
				t.Errorf("theme %v saying %v, want %v saying %v", x.Theme, r.ids(), tt.theme, tt.says)
			}
			if x.ReplyGain() != tt.replyGain || x.BestGain() != tt.bestGain {
				t.Errorf("reply gain %d, best gain %d; want %d, %d", x.ReplyGain(), x.BestGain(), tt.replyGain, tt.bestGain)
			}
			for _, c := range r.calls {
				if h, ok := c.data["Hole"]; ok && tt.wantHole != 0 {
					if h != tt.wantHole {
						t.Errorf("%s: hole %v, want %d", c.id, h, tt.wantHole)
					}
					if s, ok := c.data["Stones"]; ok && stonesOf(t, s) != tt.wantStones {
						t.Errorf("%s: stones %v, want %d", c.id, s, tt.wantStones)
					}
					break
				}
			}
			confirm(t, pos, x, tt.bestLine, tt.reply)
		})
	}
}

// TestNotExplained: the best move, and a move or better move that cannot
// be played, have no explanation; a line that goes wrong is followed only
// as far as it is legal.
func TestNotExplained(t *testing.T) {
	pos := game.Start()
	for _, a := range []ai.PlyAnalysis{
		{Ply: 1, Move: 3, Best: 3, Class: ai.Best},
		{Ply: 1, Move: 0, Best: 3, Class: ai.Blunder},
		{Ply: 1, Move: 3, Best: 10, Class: ai.Blunder},
	} {
		if x, ok := Explain(pos, a); ok {
			t.Errorf("%+v explained: %+v", a, x)
		}
	}
	// After 3 (9 stones: White's 3..9, Black's 1..2), Black's hole 0 is no
	// move: the reply line stops there.
	x, ok := Explain(pos, ai.PlyAnalysis{Ply: 1, Move: 3, Best: 7, Class: ai.Mistake, Reply: []game.Move{0, 5}, Line: []game.Move{7, 12}})
	if !ok || x.Reply.Played() || x.BetterReply.Played() || len(x.Then) != 0 {
		t.Errorf("explained %v with %+v", ok, x)
	}
}

// TestLiveAndRecordAgree: a game reviewed by the engine and the same game
// read back from its annotated record give the same explanations, and
// the record keeps each one's words as the note of its move.
func TestLiveAndRecordAgree(t *testing.T) {
	g := reviewedGames(t)[0].Clone()
	g.ClearEvaluations()
	e := ai.New(ai.Options{Threads: 1, HashMB: 8})
	plies, err := e.AnalyseGame(context.Background(), g, ai.Limits{Nodes: 3000}, nil)
	if err != nil {
		t.Fatal(err)
	}
	live := ExplainGame(g, plies)
	if len(live) == 0 {
		t.Fatal("nothing to explain")
	}
	en, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	ai.Annotate(g, plies)
	Annotate(g, live, en)
	back, err := game.ParseGame(g.Text())
	if err != nil {
		t.Fatal(err)
	}
	again, ok := ai.ReviewFromRecord(back)
	if !ok {
		t.Fatal("the record is not reviewed")
	}
	if read := ExplainGame(back, again); !reflect.DeepEqual(read, live) {
		t.Errorf("from the record:\n%+v\nlive:\n%+v", read, live)
	}
	notes := 0
	for ply := 1; ply <= back.Len(); ply++ {
		th, words, ok := Note(back, ply)
		i := slices.IndexFunc(live, func(x Explanation) bool { return x.Ply == ply })
		switch {
		case i < 0 && ok:
			t.Errorf("ply %d is not marked but has a note: %v %q", ply, th, words)
		case i >= 0 && (!ok || th != live[i].Theme || words != live[i].Sentence(en)):
			t.Errorf("ply %d: note %v %v %q, want %v %q", ply, ok, th, words, live[i].Theme, live[i].Sentence(en))
		case ok:
			notes++
		}
	}
	if notes != len(live) {
		t.Errorf("%d notes for %d explanations", notes, len(live))
	}
	// A review done again says only what it says now.
	Annotate(back, nil, en)
	for ply := 1; ply <= back.Len(); ply++ {
		if _, _, ok := Note(back, ply); ok {
			t.Errorf("ply %d kept its note", ply)
		}
	}
}

// TestThemeWords: each theme's word reads back, and has its heading in
// every language.
func TestThemeWords(t *testing.T) {
	for _, th := range Themes() {
		if back, ok := ParseTheme(th.String()); !ok || back != th || strings.ContainsAny(th.String(), " \t") {
			t.Errorf("%v reads back as %v %v", th, back, ok)
		}
	}
	if _, ok := ParseTheme("blunder"); ok {
		t.Error("blunder is a theme")
	}
	for _, l := range i18n.Languages() {
		loc, err := i18n.New(l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range Keys() {
			if !loc.Has(key) {
				t.Errorf("%s: no %s", l.Tag, key)
			}
		}
		for _, th := range Themes() {
			if title := th.Title(loc); title == "" || strings.HasPrefix(title, "coach.") {
				t.Errorf("%s: %v is titled %q", l.Tag, th, title)
			}
		}
	}
}

// BenchmarkExplainGame explains every marked move of a reviewed real game
// and says each in English: what the coach adds to a review.
func BenchmarkExplainGame(b *testing.B) {
	games := reviewedGames(b)
	en, err := i18n.New("en")
	if err != nil {
		b.Fatal(err)
	}
	g := games[0]
	plies, _ := ai.ReviewFromRecord(g)
	b.ReportAllocs()
	for b.Loop() {
		for _, x := range ExplainGame(g, plies) {
			_ = x.Sentence(en)
		}
	}
}
