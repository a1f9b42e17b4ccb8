// Command humanlike fits the human-like levels' policies to the moves of
// rated players and measures how much the levels play like people of each
// rating band.
//
// The data are the 1,230 PlayOK games of 2025 in game/testdata (3-minute
// games) with both players' ratings. Every position where the side to move
// had a choice is labelled with the mover's rating band; the games are split
// into a training part (4 of every 5 games) and a held-out part (the 5th),
// so that no position of a held-out game was seen by a fit. The values of
// every move at 1..5 plies are searched once for every position (a few
// minutes) and kept in -cache.
//
//	go run ./cmd/humanlike -fit -out ai/policies.go  # fit a policy to every band
//	go run ./cmd/humanlike                           # levels × bands, every held-out position
//
// A level plays a move at random, so its match rate (how often its move is
// the human's) is reported as its expectation, the mean probability it gives
// to the human's move. The top-1 match is how often the policy's most likely
// move is the human's (the move-matching accuracy of human-like chess
// engines), and the log-likelihood is the mean log-probability of the
// human's move. A blunder is a move whose 5-ply value is at least -blunder
// hundredths of a stone below the best move's (a move that throws away a
// proved result always counts); a level's blunder rate is its expectation
// too.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
)

// Bands are the rating bands, by the mover's PlayOK rating.
var bands = []struct {
	name   string
	lo, hi int // lo <= rating < hi
}{
	{"<1450", 0, 1450},
	{"1450–1600", 1450, 1600},
	{"1600–1750", 1600, 1750},
	{"1750–1900", 1750, 1900},
	{"1900+", 1900, 10000},
}

func bandOf(r int) int {
	for i, b := range bands {
		if r >= b.lo && r < b.hi {
			return i
		}
	}
	return len(bands) - 1
}

// sample is one human decision.
type sample struct {
	pos    game.Position
	move   game.Move
	rating int
	band   int
	game   int
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("humanlike: ")
	data := flag.String("games", "game/testdata/playok-2025.pgn", "PGN file of rated games")
	cache := flag.String("cache", filepath.Join(os.TempDir(), "humanlike-scores.gob"), "file that keeps the searched move values between runs (empty: none)")
	fit := flag.Bool("fit", false, "fit a policy to each band on the training games")
	levels := flag.String("levels", "1,6,7,8,9,10", "levels measured")
	blunder := flag.Int("blunder", 500, "a blunder loses at least this many hundredths of a stone at 5 plies")
	workers := flag.Int("j", 2, "positions searched at once")
	out := flag.String("out", "", "with -fit: write the fitted policies as Go source to this file")
	opt := fitOptions{}
	levelBlunders := flag.String("level-blunders", "8.2,5.9,4.4,4.0,2.7", "with -fit: blunder rates (%) of levels 2-6, each capped at its band's players' rate")
	flag.IntVar(&opt.maxPlies, "plies", ai.MaxPolicyPlies, "with -fit: deepest policy search tried")
	flag.StringVar(&opt.mode, "model", "rating", "with -fit: separate (a policy per band), pooled (shared weights and each band's differences, penalised)")
	flag.Float64Var(&opt.bandL2, "band-l2", 0.001, "with -fit -model pooled: L2 penalty of a band's differences from the shared weights")
	flag.BoolVar(&opt.noTop, "no-top", false, "with -fit: play the policy's softmax only (no most likely move outright)")
	flag.StringVar(&opt.drop, "drop", "", "with -fit: comma-separated feature numbers left out (experiments)")
	flag.Parse()

	start := time.Now()
	raw, err := os.ReadFile(*data)
	if err != nil {
		log.Fatal(err)
	}
	all, err := readSamples(*data, raw)
	if err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	scores, err := loadScores(ctx, *cache, raw, all, *workers)
	if err != nil {
		log.Fatal(err)
	}
	var train, held int
	for _, s := range all {
		if heldOutGame(s.game) {
			held++
		} else {
			train++
		}
	}
	fmt.Printf("%d positions with a choice: %d in training games, %d in held-out games (searched in %s)\n\n",
		len(all), train, held, time.Since(start).Round(time.Second))
	ds := makeDecisions(all, scores, *blunder)
	if *fit {
		policies, err := fitPolicies(ds, opt)
		if err != nil {
			log.Fatal(err)
		}
		targets, err := parseRates(*levelBlunders)
		if err != nil {
			log.Fatal(err)
		}
		levelPs := levelPolicies(ds, policies, targets)
		names := make([]string, len(bands))
		for b := range bands {
			names[b] = "band " + bands[b].name
		}
		report(ds, names, policies, []int{0, 1, 2, 3, 4}, "policy")
		if *out != "" {
			if err := writePolicies(*out, policies, levelPs); err != nil {
				log.Fatal(err)
			}
			fmt.Println("\nwrote", *out)
		}
	} else {
		lv, err := parseLevels(*levels)
		if err != nil {
			log.Fatal(err)
		}
		var names []string
		var policies []ai.Policy
		var own []int
		ls := ai.Levels()
		for _, l := range lv {
			p, ok := ai.LevelPolicy(l)
			if !ok {
				log.Printf("level %d searches: not measured", l)
				continue
			}
			names = append(names, fmt.Sprintf("%d %s", l, ls[l-1].Key))
			policies = append(policies, p)
			own = append(own, levelBand(l))
		}
		report(ds, names, policies, own, "level")
	}
	fmt.Printf("\n(%s)\n", time.Since(start).Round(time.Second))
}

// levelBand is the band a level's policy was fitted to (-1: none).
func levelBand(level int) int {
	for old := 2; old <= 6; old++ { // the seven levels' numbers (scale 1)
		if players.LevelOnScale(old, 1) == level {
			return old - 2
		}
	}
	return -1
}

// readSamples replays the games of a PGN file into decisions.
func readSamples(path string, raw []byte) ([]sample, error) {
	games, bad, err := game.ReadGames(strings.NewReader(string(raw)))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(bad) > 0 {
		return nil, fmt.Errorf("read %s: %d bad games, the first: %w", path, len(bad), bad[0])
	}
	var out []sample
	for gameNo, g := range games {
		var ratings [2]int
		for i, tag := range []string{"WhiteElo", "BlackElo"} {
			r, err := strconv.Atoi(g.Tag(tag))
			if err != nil {
				return nil, fmt.Errorf("read %s: game %d: %s %q: %w", path, gameNo+1, tag, g.Tag(tag), err)
			}
			ratings[i] = r
		}
		pos := g.Start()
		for _, m := range g.Moves() {
			if len(pos.LegalMoves()) > 1 {
				r := ratings[pos.ToMove]
				out = append(out, sample{pos: pos, move: m, rating: r, band: bandOf(r), game: gameNo})
			}
			pos = pos.Apply(m)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no positions in " + path)
	}
	return out, nil
}

// heldOutGame: every 5th game is held out.
func heldOutGame(g int) bool { return g%5 == 4 }

func parseRates(s string) ([]float64, error) {
	var out []float64
	for f := range strings.SplitSeq(s, ",") {
		x, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || x < 0 || x > 100 {
			return nil, fmt.Errorf("blunder rate %q: want a percentage", f)
		}
		out = append(out, x)
	}
	return out, nil
}

func parseLevels(s string) ([]int, error) {
	var out []int
	for f := range strings.SplitSeq(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > len(ai.Levels()) {
			return nil, fmt.Errorf("level %q: want 1..%d", f, len(ai.Levels()))
		}
		out = append(out, n)
	}
	return out, nil
}
