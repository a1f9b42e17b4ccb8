package help

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/lesson"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
)

// rulesPicture is a board drawn into the rules page: a lesson's position
// after its right move, with the move marked, and a caption.
type rulesPicture struct {
	before  int    // shown before the page's heading number before (1-based); 0: in place of the diagram
	lesson  string // the lesson whose first task's move is shown; "" for the start position
	caption string // i18n key
}

// rulesPictures are the pictures of the rules page, in page order.
var rulesPictures = [...]rulesPicture{
	{before: 0, caption: "rules.picture_start"},
	{before: 3, lesson: "sowing", caption: "rules.picture_sowing"},
	{before: 4, lesson: "capture", caption: "rules.picture_capture"},
	{before: 5, lesson: "tuzdyk", caption: "rules.picture_tuzdyk"},
}

// pictureSize is the size of a board in the rules.
var pictureSize = fyne.NewSize(520, 300)

// helpBody is the content of a help page: its markdown, and for the rules
// the real board drawn in place of the text diagram and beside the rules it
// shows.
func helpBody(loc *i18n.Localizer, page string) fyne.CanvasObject {
	md := loc.Help(page)
	if page != "rules" {
		return container.NewVScroll(markdown(md))
	}
	var parts []fyne.CanvasObject
	var chunk strings.Builder
	flush := func() {
		if strings.TrimSpace(chunk.String()) != "" {
			parts = append(parts, markdown(chunk.String()))
		}
		chunk.Reset()
	}
	picture := func(before int) {
		for _, p := range rulesPictures {
			if p.before == before {
				flush()
				parts = append(parts, rulesBoard(loc, p))
			}
		}
	}
	inCode, heading := false, 0
	for _, line := range strings.SplitAfter(md, "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			if !inCode {
				picture(0)
			}
			inCode = !inCode
			continue
		case inCode:
			continue
		case strings.HasPrefix(line, "## "):
			heading++
			picture(heading)
		}
		chunk.WriteString(line)
	}
	flush()
	return container.NewVScroll(container.NewVBox(parts...))
}

// markdown is a text written in markdown, wrapped at word ends.
func markdown(md string) *widget.RichText {
	text := widget.NewRichTextFromMarkdown(md)
	text.Segments = joinOpeners(text.Segments)
	text.Wrapping = fyne.TextWrapWord
	return text
}

// joinOpeners takes away the space Fyne's markdown puts between a text and
// the emphasis, code or link right after it when the text ends with an
// opening bracket or quote: "лунок (*отау*)" read "лунок ( отау)".
func joinOpeners(segs []widget.RichTextSegment) []widget.RichTextSegment {
	for i, seg := range segs {
		switch s := seg.(type) {
		case *widget.ParagraphSegment:
			s.Texts = joinOpeners(s.Texts)
		case *widget.ListSegment:
			s.Items = joinOpeners(s.Items)
		case *widget.TextSegment:
			trimmed := strings.TrimSuffix(s.Text, " ")
			if r := []rune(trimmed); i+1 < len(segs) && s.Inline() && trimmed != s.Text &&
				len(r) > 0 && strings.ContainsRune(openers, r[len(r)-1]) {
				s.Text = trimmed
			}
		}
	}
	return segs
}

// openers are the brackets and quotes a word follows without a space.
const openers = "([{«„“‘\"'/"

// rulesBoard draws a picture on a board widget that takes no moves.
func rulesBoard(loc *i18n.Localizer, p rulesPicture) fyne.CanvasObject {
	b := board.New(loc)
	pos := game.Start()
	var sowing *game.Sowing
	if l, ok := lesson.ByID(p.lesson); ok && len(l.Tasks) > 0 {
		task := l.Tasks[0]
		before := task.Position()
		after, s, err := before.Play(task.Move)
		if err == nil {
			pos, sowing = after, &s
		}
	}
	b.SetPosition(pos)
	if sowing != nil {
		b.SetLastMove(sowing.Mover, sowing)
	}
	frame := canvas.NewRectangle(color.Transparent)
	frame.SetMinSize(pictureSize)
	caption := widget.NewLabelWithStyle(loc.T(p.caption), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	caption.Wrapping = fyne.TextWrapWord
	return container.NewVBox(container.NewCenter(container.NewStack(frame, b)), caption)
}
