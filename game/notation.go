package game

import (
	"fmt"
	"strconv"
	"strings"
)

// Notation returns the move as official scoresheets and PlayOK write it:
// the origin hole, the landing hole, then "X" when the move made a tuzdyk or
// "(n)" after an even capture, n being the mover's kazan total after it:
// "76(10)", "36X", "98".
func (s Sowing) Notation() string {
	text := strconv.Itoa(int(s.Move)) + strconv.Itoa(s.Landing)
	switch {
	case s.Tuzdyk:
		text += "X"
	case s.Captured > 0:
		text += "(" + strconv.Itoa(s.Kazans[s.Mover]) + ")"
	}
	return text
}

// MoveText is a move as a record writes it, with its annotations.
type MoveText struct {
	Move    Move
	Landing int  // the landing hole the record gives (1..9)
	Tuzdyk  bool // the record marks a tuzdyk (x, X, х or Х)
	Kazan   int  // the mover's kazan total the record gives, -1 if none
}

// ParseMoveText reads a move such as "76", "76(10)", "36X", "36x" or "36х"
// (Cyrillic), upper or lower case.
func ParseMoveText(text string) (MoveText, error) {
	mt := MoveText{Kazan: -1}
	s := text
	if len(s) < 2 || s[0] < '1' || s[0] > '9' || s[1] < '1' || s[1] > '9' {
		return mt, fmt.Errorf("move %q: want an origin and a landing hole, two digits 1-9", text)
	}
	mt.Move = Move(s[0] - '0')
	mt.Landing = int(s[1] - '0')
	s = s[2:]
	for _, mark := range []string{"x", "X", "х", "Х"} {
		if rest, ok := strings.CutPrefix(s, mark); ok {
			mt.Tuzdyk = true
			s = rest
			break
		}
	}
	if strings.HasPrefix(s, "(") {
		end := strings.IndexByte(s, ')')
		if end < 0 {
			return mt, fmt.Errorf("move %q: unclosed kazan total", text)
		}
		n, err := strconv.Atoi(s[1:end])
		if err != nil || n < 0 || n > TotalStones {
			return mt, fmt.Errorf("move %q: kazan total %q is not a number 0-162", text, s[1:end])
		}
		mt.Kazan = n
		s = s[end+1:]
	}
	if s != "" {
		return mt, fmt.Errorf("move %q: unexpected %q after the move", text, s)
	}
	return mt, nil
}

// String writes the move text back as read, with "X" for a tuzdyk mark.
func (mt MoveText) String() string {
	text := strconv.Itoa(int(mt.Move)) + strconv.Itoa(mt.Landing)
	if mt.Tuzdyk {
		text += "X"
	}
	if mt.Kazan >= 0 {
		text += "(" + strconv.Itoa(mt.Kazan) + ")"
	}
	return text
}

// Check compares the record's annotations with what the move really did and
// returns a description of the first difference, or nil.
func (mt MoveText) Check(s Sowing) error {
	switch kind, want := mt.mistake(s); kind {
	case MistakeLanding:
		return fmt.Errorf("wrong landing hole (expected %s, record says %d)", want, mt.Landing)
	case MistakeTuzdykMark:
		return fmt.Errorf("wrong tuzdyk mark (expected %s, record says %s)", want, mt)
	case MistakeKazan:
		return fmt.Errorf("wrong kazan total (expected %s, record says %d)", want, mt.Kazan)
	}
	return nil
}

// mistake returns the kind of the first difference between the record's
// annotations and what the move did, and what the record should say: the
// landing hole, the move's notation or the kazan total; MistakeOther when
// they agree.
func (mt MoveText) mistake(s Sowing) (Mistake, string) {
	switch {
	case mt.Landing != s.Landing:
		return MistakeLanding, strconv.Itoa(s.Landing)
	case mt.Tuzdyk != s.Tuzdyk:
		return MistakeTuzdykMark, s.Notation()
	case mt.Kazan >= 0 && mt.Kazan != s.Kazans[s.Mover]:
		return MistakeKazan, strconv.Itoa(s.Kazans[s.Mover])
	}
	return MistakeOther, ""
}
