package game

import "fmt"

// Result is who has won, if anyone.
type Result uint8

// Game results.
const (
	Ongoing Result = iota
	WhiteWins
	BlackWins
	Draw
)

// Token returns the result as a record writes it: 1-0, 0-1, 1/2-1/2 or *.
func (r Result) Token() string {
	switch r {
	case WhiteWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// ParseResult reads a result token.
func ParseResult(tok string) (Result, bool) {
	switch tok {
	case "1-0":
		return WhiteWins, true
	case "0-1":
		return BlackWins, true
	case "1/2-1/2", "½-½":
		return Draw, true
	case "*":
		return Ongoing, true
	}
	return Ongoing, false
}

// Winner returns the winning side and true, or false for a draw or an
// unfinished game.
func (r Result) Winner() (Side, bool) {
	switch r {
	case WhiteWins:
		return White, true
	case BlackWins:
		return Black, true
	}
	return White, false
}

// String describes the result in English for logs and errors.
func (r Result) String() string {
	switch r {
	case WhiteWins:
		return "white wins"
	case BlackWins:
		return "black wins"
	case Draw:
		return "draw"
	}
	return "ongoing"
}

// Ending says how a finished game ended.
type Ending uint8

// Ways a game ends.
const (
	NotOver   Ending = iota
	Reached82        // a kazan reached 82 stones
	NoStones         // атсырау: the side to move had no stones; the rest were swept
)

// Outcome is the state of a game in a position.
type Outcome struct {
	Result Result
	Ending Ending
	// Final is the settled score: the kazans, plus, after атсырау, the
	// stones left on the board given to the player in whose row they lie.
	Final [2]int
	// Swept is how many stones were left on the board at атсырау and given
	// to the owners of their rows.
	Swept int
}

// String is "ongoing", or the result with the settled score, as "white wins 82:40".
func (o Outcome) String() string {
	if o.Result == Ongoing {
		return "ongoing"
	}
	return fmt.Sprintf("%s %d:%d", o.Result, o.Final[White], o.Final[Black])
}

// over is a quick test for search and perft: is the game finished?
func (p *Position) over() bool {
	if p.Kazans[White] >= WinningScore || p.Kazans[Black] >= WinningScore {
		return true
	}
	base := int(p.ToMove) * HolesPerSide
	for _, c := range p.Holes[base : base+HolesPerSide] {
		if c != 0 {
			return false
		}
	}
	return true
}

// Over reports whether the game is finished in this position.
func (p *Position) Over() bool { return p.over() }

// Outcome reports whether the game is finished in this position, who won and
// the settled score. A kazan of 82 or more wins at once (either kazan: a move
// can push the opponent over 82 through the opponent's tuzdyk). Otherwise,
// when the side to move has no stones, every stone left on the board goes to
// the player in whose row it lies, and the kazans decide; 81:81 is a draw.
func (p *Position) Outcome() Outcome {
	o := Outcome{Final: [2]int{int(p.Kazans[White]), int(p.Kazans[Black])}}
	switch {
	case p.Kazans[White] >= WinningScore:
		o.Result, o.Ending = WhiteWins, Reached82
		return o
	case p.Kazans[Black] >= WinningScore:
		o.Result, o.Ending = BlackWins, Reached82
		return o
	}
	if p.RowStones(p.ToMove) != 0 {
		return o
	}
	o.Ending = NoStones
	for s := White; s <= Black; s++ {
		n := p.RowStones(s)
		o.Final[s] += n
		o.Swept += n
	}
	o.Result = settle(o.Final)
	return o
}

// Result returns the result of the game in p: Outcome().Result without the
// settled score, cheap enough for search.
func (p *Position) Result() Result {
	switch {
	case p.Kazans[White] >= WinningScore:
		return WhiteWins
	case p.Kazans[Black] >= WinningScore:
		return BlackWins
	case p.RowMask(p.ToMove) != 0:
		return Ongoing
	}
	return settle([2]int{int(p.Kazans[White]) + p.RowStones(White), int(p.Kazans[Black]) + p.RowStones(Black)})
}

// settle decides a game by its settled score; 81:81 is a draw.
func settle(final [2]int) Result {
	switch {
	case final[White] > final[Black]:
		return WhiteWins
	case final[Black] > final[White]:
		return BlackWins
	}
	return Draw
}

// Sweep is the stones of one hole given away when a game ends by атсырау:
// they go to the player in whose row the hole lies.
type Sweep struct {
	Hole   int  // ring index
	Stones int  // stones in the hole
	To     Side // the owner of the row
}

// Sweeps lists, in ring order, the holes whose stones атсырау gives away in
// this position; nil unless the game ends here because the side to move has
// no stones. Their stones add up to Outcome().Swept.
func (p *Position) Sweeps() []Sweep {
	if o := p.Outcome(); o.Ending != NoStones || o.Swept == 0 {
		return nil
	}
	var out []Sweep
	for i, c := range p.Holes {
		if c != 0 {
			side, _ := HoleOf(i)
			out = append(out, Sweep{Hole: i, Stones: int(c), To: side})
		}
	}
	return out
}
