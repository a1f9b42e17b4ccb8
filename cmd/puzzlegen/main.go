// Command gen makes the puzzle set embedded in package game/puzzle from the
// positions of real games:
//
//	nice go run ./cmd/puzzlegen -out game/puzzle/puzzles.txt game/testdata/*.pgn
//
// It chooses in three stages, cheapest first, so that it runs in minutes:
//
//  1. Every position of every game (after the opening plies, with at least
//     two legal moves, each position once) that could show a theme: a move
//     that captures, makes a tuzdyk or laps the board, a threat of the
//     opponent, or an endgame. Every move is scored at depths 1 and 4.
//  2. Positions whose best move at depth 4 is clear, and a fixed share of
//     the others (puzzles that need a deeper look), are scored at depth 8;
//     the best move must be clear there and show the theme.
//  3. The best candidates of each theme (up to 160 whose depth-4 best was
//     another move, 100 that depth 4 got right and the static evaluation
//     wrong, and 60 that both got right) are verified deeply: every move is
//     scored at every depth from 1 (the static evaluation) to the verification depth (12). The
//     solution must be the best move at the two deepest depths, by at least
//     the margin (2 stones) at the deepest and 1.5 at the one before, and
//     from its find depth on (the shallowest depth from which the engine
//     keeps choosing it, at most 10) it must stay the best.
//
// The computer's answer is the engine's best reply, and the line goes on
// while the solver again has one clearly best move (2 stones at depth 10),
// up to three solver moves. The rating comes from the find depth and the
// length of the line. Every search is single-threaded from a cleared table,
// so the same records and flags always give the same file.
package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	aipuzzle "github.com/togyzkumalak/togyzkumalak/ai/puzzle"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/puzzle"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/realgames"
)

type config struct {
	skip      int // opening plies skipped
	deep      int // verification depth
	maxFind   int // deepest find depth accepted
	margin    int // margin at the verification depth (hundredths)
	perTheme  int // puzzles kept per theme
	deepCap   int // candidates verified deeply per theme whose best at depths 1, 4 and 8 was the same
	mediumCap int // and among those that the static evaluation (depth 1) got wrong but depth 4 right
	hardCap   int // and among those whose depth-4 best was another move
	sampleOne int // stage 2 also takes one in this many unclear positions
	// The depths of stage 1, of stage 2 and of the line's searches: fixed
	// for the set (shallowDepth, clearDepth, lineDepth), smaller in tests.
	shallow, clear, line int
}

// The depths of the stages and of the lines that make the set.
const (
	shallowDepth = 4
	clearDepth   = 8
	lineDepth    = 10
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("puzzle gen: ")
	out := flag.String("out", "", "write the set to this file (default: standard output)")
	cfg := config{shallow: shallowDepth, clear: clearDepth, line: lineDepth}
	flag.IntVar(&cfg.skip, "skip", 8, "opening plies skipped in every game")
	flag.IntVar(&cfg.deep, "deep", 12, "verification depth (plies)")
	flag.IntVar(&cfg.maxFind, "max-find", 10, "deepest find depth accepted")
	flag.IntVar(&cfg.margin, "margin", 200, "margin of the solution over every other move at the verification depth, in hundredths of a stone")
	flag.IntVar(&cfg.perTheme, "per-theme", 80, "puzzles kept per theme")
	flag.IntVar(&cfg.deepCap, "deep-cap", 60, "candidates verified deeply per theme whose best move at depths 1 and 4 was the same")
	flag.IntVar(&cfg.mediumCap, "medium-cap", 100, "candidates verified deeply per theme whose best move at depth 4 was the same but at depth 1 another")
	flag.IntVar(&cfg.hardCap, "hard-cap", 160, "candidates verified deeply per theme whose best move at depth 4 was another")
	flag.IntVar(&cfg.sampleOne, "sample", 6, "stage 2 also scores one in this many positions without a clear shallow best")
	limit := flag.Int("games", 0, "read at most this many games per file (0: all)")
	flag.Parse()
	files, err := realgames.Files(flag.Args())
	if err != nil {
		log.Fatal(err)
	}
	start := time.Now()
	positions, err := readPositions(files, cfg.skip, *limit)
	if err != nil {
		log.Fatal(err)
	}
	set := generate(positions, cfg)
	text := format(set, cfg, len(positions))
	if *out == "" {
		fmt.Print(text)
	} else if err := os.WriteFile(*out, []byte(text), 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("%d puzzles in %v", len(set), time.Since(start).Round(time.Second))
}

// source is a position of a real game.
type source struct {
	pos  game.Position
	name string // "playok-2025#12/40"
	game string // "playok-2025#12"
	// static and shallow are the best moves at depths 1 and 4 (stage 1).
	static, shallow game.Move
}

func readPositions(files []string, skip, limit int) ([]source, error) {
	seen := map[game.Position]bool{}
	var out []source
	for _, path := range files {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		games, bad, err := game.ReadGames(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("read %q: %w", path, err)
		}
		if len(bad) > 0 {
			log.Printf("%s: %d games left out (first: %v)", path, len(bad), bad[0])
		}
		base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
		for gi, g := range games {
			if limit > 0 && gi >= limit {
				break
			}
			key := fmt.Sprintf("%s#%d", base, gi+1)
			for ply := skip; ply <= g.Len(); ply++ {
				p := g.PositionAt(ply)
				if seen[p] || p.Over() || len(p.LegalMoves()) < 2 {
					continue
				}
				seen[p] = true
				out = append(out, source{pos: p, name: fmt.Sprintf("%s/%d", key, ply), game: key})
			}
		}
	}
	log.Printf("%d positions from %d files", len(out), len(files))
	return out, nil
}

// candidate is a position that passed a stage.
type candidate struct {
	source
	theme  puzzle.Theme
	best   game.Move
	margin int // at the stage's depth
}

// verified is a candidate that passed the deep verification.
type verified struct {
	candidate
	find       int // find depth
	testMargin int // margin at the find depth with a fresh verifier
	deepMargin int
	deepScore  int
	line       []game.Move
}

func generate(positions []source, cfg config) []puzzle.Puzzle {
	ctx := context.Background()
	small := aipuzzle.NewVerifier(1)
	t0 := time.Now()
	rng := rand.New(rand.NewPCG(1, 2))

	// Stage 1: depth 4 on every position that could show a theme.
	var stage2 []source
	themed := 0
	for _, s := range positions {
		if !mayShowTheme(&s.pos) {
			continue
		}
		themed++
		small.NewGame()
		static, _, _ := aipuzzle.Best(aipuzzle.ScoreMoves(ctx, small, s.pos, aipuzzle.MinDepth))
		best, margin, _ := aipuzzle.Best(aipuzzle.ScoreMoves(ctx, small, s.pos, cfg.shallow))
		s.static, s.shallow = static.Move, best.Move
		if margin >= 100 || rng.IntN(cfg.sampleOne) == 0 {
			stage2 = append(stage2, s)
		}
	}
	log.Printf("stage 1: %d positions may show a theme, %d go on (%v)", themed, len(stage2), time.Since(t0).Round(time.Second))

	// Stage 2: depth 8, the best move must be clear and show a theme.
	t1 := time.Now()
	byTheme := map[puzzle.Theme][]candidate{}
	for _, s := range stage2 {
		small.NewGame()
		best, margin, _ := aipuzzle.Best(aipuzzle.ScoreMoves(ctx, small, s.pos, cfg.clear))
		if margin < cfg.margin*3/4 {
			continue
		}
		theme := puzzle.ThemeOf(s.pos, best.Move)
		if theme == "" {
			continue
		}
		byTheme[theme] = append(byTheme[theme], candidate{source: s, theme: theme, best: best.Move, margin: margin})
	}
	log.Printf("stage 2: %v (%v)", counts(byTheme), time.Since(t1).Round(time.Second))

	// Stage 3: deep verification of the best candidates of each theme.
	t2 := time.Now()
	deepEngine := aipuzzle.NewVerifier(16)
	verifier := aipuzzle.NewVerifier(aipuzzle.VerifyHashMB)
	var kept []verified
	for _, theme := range puzzle.Themes() {
		cands := pickCandidates(byTheme[theme], cfg.hardCap, cfg.mediumCap, cfg.deepCap, rng)
		var ok []verified
		for _, c := range cands {
			v, good := verify(ctx, deepEngine, verifier, c, cfg)
			if good {
				ok = append(ok, v)
			}
		}
		verifiedN := len(ok)
		ok = pickPuzzles(ok, cfg.perTheme)
		log.Printf("stage 3: %s: %d of %d candidates verified, %d kept (%v)", theme, verifiedN, len(cands), len(ok), time.Since(t2).Round(time.Second))
		kept = append(kept, ok...)
	}

	// Lines: the computer answers, the solver goes on while one move is clear.
	t3 := time.Now()
	for i := range kept {
		kept[i].line = extend(ctx, deepEngine, kept[i], cfg)
	}
	log.Printf("lines: %v", time.Since(t3).Round(time.Second))

	set := make([]puzzle.Puzzle, 0, len(kept))
	for _, v := range kept {
		set = append(set, puzzle.Puzzle{
			Theme:    v.theme,
			Position: v.pos,
			Line:     v.line,
			Depth:    v.find,
			Margin:   v.testMargin,
			Source:   v.name,
			Rating:   rating(v.find, (len(v.line)+1)/2),
		})
	}
	themeOrder := func(t puzzle.Theme) int { return slices.Index(puzzle.Themes(), t) }
	slices.SortStableFunc(set, func(a, b puzzle.Puzzle) int {
		return cmp.Or(cmp.Compare(themeOrder(a.Theme), themeOrder(b.Theme)), cmp.Compare(a.Rating, b.Rating), strings.Compare(a.Source, b.Source))
	})
	for i := range set {
		set[i].ID = fmt.Sprintf("p%03d", i+1)
	}
	return set
}

func counts(m map[puzzle.Theme][]candidate) string {
	var parts []string
	for _, t := range puzzle.Themes() {
		parts = append(parts, fmt.Sprintf("%s %d", t, len(m[t])))
	}
	return strings.Join(parts, ", ")
}

// rating maps the find depth and the solver's moves to a puzzle rating: a
// move the static evaluation finds (depth 1) is a beginner's puzzle (750),
// one the engine needs 10 plies for a master's (2100); every further solver
// move adds 75.
func rating(find, solverMoves int) int {
	return 600 + 150*find + 75*(solverMoves-1)
}

// mayShowTheme is the cheap filter of stage 1.
func mayShowTheme(p *game.Position) bool {
	if puzzle.IsEndgame(p) || puzzle.Threat(p) >= 6 {
		return true
	}
	for _, m := range p.LegalMoves() {
		_, s, _ := p.Play(m)
		if s.Captured >= 4 || s.Tuzdyk || s.Stones >= game.RingSize {
			return true
		}
	}
	return false
}

// pickCandidates takes up to nHard candidates whose best move at depth 4 was
// another (the puzzles found from depth 5 on), up to nMedium whose best at
// depth 4 was right but at depth 1 wrong (found at depths 2 to 4: the
// club player's puzzles, rare otherwise) and up to nEasy others, the
// clearest first, at most one per game before any game's second.
func pickCandidates(cs []candidate, nHard, nMedium, nEasy int, rng *rand.Rand) []candidate {
	var hard, medium, easy []candidate
	for _, c := range cs {
		switch {
		case c.shallow != c.best:
			hard = append(hard, c)
		case c.static != c.best:
			medium = append(medium, c)
		default:
			easy = append(easy, c)
		}
	}
	out := pickClearest(hard, nHard, rng)
	out = append(out, pickClearest(medium, nMedium, rng)...)
	return append(out, pickClearest(easy, nEasy, rng)...)
}

func pickClearest(cs []candidate, n int, rng *rand.Rand) []candidate {
	cs = slices.Clone(cs)
	rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	slices.SortStableFunc(cs, func(a, b candidate) int { return cmp.Compare(b.margin, a.margin) })
	var out, rest []candidate
	games := map[string]bool{}
	for _, c := range cs {
		if games[c.game] {
			rest = append(rest, c)
			continue
		}
		games[c.game] = true
		out = append(out, c)
	}
	out = append(out, rest...)
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// verify runs stage 3 on c.
func verify(ctx context.Context, deep, verifier *ai.Engine, c candidate, cfg config) (verified, bool) {
	v := verified{candidate: c}
	deep.NewGame()
	bests := make([]game.Move, cfg.deep+1)
	margins := make([]int, cfg.deep+1)
	var deepScore int
	for d := aipuzzle.MinDepth; d <= cfg.deep; d++ {
		b, m, _ := aipuzzle.Best(aipuzzle.ScoreMoves(ctx, deep, c.pos, d))
		bests[d], margins[d], deepScore = b.Move, m, b.Score
	}
	sol := bests[cfg.deep]
	if bests[cfg.deep-1] != sol || margins[cfg.deep] < cfg.margin || margins[cfg.deep-1] < cfg.margin*3/4 {
		return v, false
	}
	theme := puzzle.ThemeOf(c.pos, sol)
	if theme != c.theme {
		return v, false
	}
	find := cfg.deep
	for find > aipuzzle.MinDepth && bests[find-1] == sol {
		find--
	}
	// The recorded depth and margin are those of a fresh verifier, as the
	// tests compute them: the first depth from find on where it agrees.
	for d := find; d <= cfg.maxFind; d++ {
		verifier.NewGame()
		b, m, _ := aipuzzle.Best(aipuzzle.ScoreMoves(ctx, verifier, c.pos, d))
		if b.Move == sol && m > 0 {
			v.best, v.find, v.testMargin, v.deepMargin, v.deepScore = sol, d, m, margins[cfg.deep], deepScore
			v.line = []game.Move{sol}
			return v, true
		}
	}
	return v, false
}

// pickPuzzles keeps up to n puzzles, spread over the find depths (round
// robin over the depths, clearest first within one), at most one per game.
func pickPuzzles(vs []verified, n int) []verified {
	byFind := map[int][]verified{}
	var depths []int
	for _, v := range vs {
		if _, ok := byFind[v.find]; !ok {
			depths = append(depths, v.find)
		}
		byFind[v.find] = append(byFind[v.find], v)
	}
	slices.Sort(depths)
	for _, d := range depths {
		slices.SortStableFunc(byFind[d], func(a, b verified) int { return cmp.Compare(b.deepMargin, a.deepMargin) })
	}
	var out []verified
	games := map[string]bool{}
	for len(out) < n {
		added := false
		for _, d := range depths {
			for len(byFind[d]) > 0 {
				v := byFind[d][0]
				byFind[d] = byFind[d][1:]
				if games[v.game] {
					continue
				}
				games[v.game] = true
				out = append(out, v)
				added = true
				break
			}
			if len(out) == n {
				break
			}
		}
		if !added {
			break
		}
	}
	return out
}

// extend returns the puzzle's line: the solution, then while the game goes
// on, the computer's best answer and the solver's next move if it is clearly
// best, up to three solver moves.
func extend(ctx context.Context, e *ai.Engine, v verified, cfg config) []game.Move {
	line := []game.Move{v.best}
	pos := v.pos.Apply(v.best)
	for len(line) < 5 {
		if pos.Over() {
			break
		}
		e.NewGame()
		reply, _, _ := aipuzzle.Best(aipuzzle.ScoreMoves(ctx, e, pos, cfg.line))
		next := pos.Apply(reply.Move)
		if next.Over() || len(next.LegalMoves()) < 2 {
			break
		}
		e.NewGame()
		b, m, _ := aipuzzle.Best(aipuzzle.ScoreMoves(ctx, e, next, cfg.line))
		if m < cfg.margin {
			break
		}
		line = append(line, reply.Move, b.Move)
		pos = next.Apply(b.Move)
	}
	return line
}

func format(set []puzzle.Puzzle, cfg config, positions int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Togyz kumalak puzzles from real games, made by ./cmd/puzzlegen from %d positions\n", positions)
	fmt.Fprintf(&b, "# (-deep %d -max-find %d -margin %d -per-theme %d -deep-cap %d -medium-cap %d -hard-cap %d -sample %d -skip %d).\n",
		cfg.deep, cfg.maxFind, cfg.margin, cfg.perTheme, cfg.deepCap, cfg.mediumCap, cfg.hardCap, cfg.sampleOne, cfg.skip)
	b.WriteString("# <id> <theme> <rating> <depth> <margin> <TFEN> <line> <source>: the first move of the line is\n")
	b.WriteString("# the engine's best at <depth> plies by <margin> hundredths of a stone over every other move\n")
	b.WriteString("# (puzzle.ScoreMoves, fresh table); the line alternates the solver's moves and the computer's.\n")
	for _, p := range set {
		b.WriteString(p.String())
		b.WriteByte('\n')
	}
	return b.String()
}
