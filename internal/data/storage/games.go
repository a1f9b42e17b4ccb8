package storage

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
)

// TagSaveFormat is the tag the store writes in the autosave and in named
// games, beside the standard ones and those of package players (who plays).
const TagSaveFormat = "SaveFormat" // SaveFormat

// SaveFormat is the version of the records the store writes, in their
// SaveFormat tag. A record with a higher one is refused (ErrNewerVersion);
// a record without the tag (from another program) is read as it is.
const SaveFormat = 1

// MaxImportSize is the largest file LoadGamesFile reads: some 15,000 games.
const MaxImportSize = 16 << 20

// gameExt is the extension of named games.
const gameExt = ".pgn"

// maxNameBytes bounds a game's file name, leaving room for " (999).pgn",
// ".broken-…" and the temporary file's decorations within 255 bytes.
const maxNameBytes = 150

// SavedGame describes a named game for the list of saved games. A file of
// several games (an export from PlayOK) gives one SavedGame for each of
// its games.
type SavedGame struct {
	Path      string    // the file
	Index     int       // the game's place in the file: 0 for the first
	InFile    int       // the games the file holds (1 for a named game)
	Name      string    // the file name without ".pgn"
	Modified  time.Time // when the file was written
	Date      string    // the Date tag ("" when absent or "?")
	White     string    // the White tag ("" when absent or "?")
	Black     string    // the Black tag ("" when absent or "?")
	HumanSide string    // the players.TagHumanSide tag: players.HumanWhite, HumanBlack, HumanBoth or "" (an imported game)
	Level     int       // the Level tag, 0 when absent
	Score     [2]int    // the stones of White and Black at the end of the record (settled when finished)
	Result    game.Result
	Moves     int // plies played
}

// recordText is the text of g as the store writes it: g's record with a
// SaveFormat tag. g is not changed.
func recordText(g *game.Game) []byte {
	text := g.Text()
	head, body, _ := strings.Cut(text, "\n\n") // the tags end at the first blank line
	var b strings.Builder
	for line := range strings.Lines(head + "\n") {
		if !strings.HasPrefix(line, "["+TagSaveFormat+" ") {
			b.WriteString(line)
		}
	}
	fmt.Fprintf(&b, "[%s \"%d\"]\n\n", TagSaveFormat, SaveFormat)
	b.WriteString(body)
	return []byte(b.String())
}

// decodeRecord reads the first game of a record. Strict, for the autosave,
// it also wants exactly one game ending with a result, as the store writes
// it: a record cut short is refused rather than read as a shorter game.
func decodeRecord(data []byte, strict bool) (*game.Game, error) {
	d := game.NewDecoder(bytes.NewReader(data))
	g, err := d.Next()
	if errors.Is(err, io.EOF) {
		return nil, ErrNoGame
	}
	if err != nil {
		return nil, err
	}
	if err := checkSaveFormat(g); err != nil {
		return nil, err
	}
	if strict {
		if _, err := d.Next(); !errors.Is(err, io.EOF) {
			if err == nil {
				err = errors.New("a second game")
			}
			return nil, fmt.Errorf("after the game: %w", err)
		}
		if !endsWithResult(data) {
			return nil, fmt.Errorf("line %d: the record is cut short: it does not end with a result", bytes.Count(data, []byte("\n"))+1)
		}
	}
	return g, nil
}

func checkSaveFormat(g *game.Game) error {
	v := g.Tag(TagSaveFormat)
	if v == "" {
		return nil
	}
	n, err := strconv.Atoi(v)
	switch {
	case err != nil || n < 0:
		return fmt.Errorf("tag %s %q is not a version number", TagSaveFormat, v)
	case n > SaveFormat:
		return fmt.Errorf("save format %d, this program knows up to %d: %w", n, SaveFormat, ErrNewerVersion)
	}
	return nil
}

func endsWithResult(data []byte) bool {
	data = bytes.TrimRight(data, " \t\r\n")
	last := data[bytes.LastIndexAny(data, " \t\r\n")+1:]
	_, ok := game.ParseResult(string(last))
	return ok
}

// readRecord reads the first game of the record file path. content is true
// when the error is in the file's content (it cannot be read as a game) rather
// than in reading it or in its version.
func readRecord(path string, strict bool) (g *game.Game, content bool, err error) {
	data, err := readLimited(path, MaxFileSize)
	switch {
	case errors.Is(err, ErrTooLarge):
		return nil, true, err
	case err != nil:
		return nil, false, err
	}
	g, err = decodeRecord(data, strict)
	return g, err != nil && !errors.Is(err, ErrNewerVersion), err
}

// LoadGameFile reads the first game of a record file of at most MaxFileSize
// bytes. A mistake in the record is a *game.RecordError, with its line; input
// that is not text wraps game.ErrNotText; a record of a newer save format
// wraps ErrNewerVersion. The file is not changed.
func LoadGameFile(path string) (*game.Game, error) {
	g, _, err := readRecord(path, false)
	if err != nil {
		return nil, fmt.Errorf("load game %s: %w", path, err)
	}
	return g, nil
}

// LoadGamesFile reads every game of a record file of at most MaxImportSize
// bytes, such as an export of many games. When some games have mistakes it
// returns the others with an error joining a *game.RecordError for each
// wrong one; when the file is no record at all (not text, too large, no
// game) it returns no games and the error.
func LoadGamesFile(path string) ([]*game.Game, error) {
	data, err := readLimited(path, MaxImportSize)
	if err != nil {
		return nil, fmt.Errorf("load games %s: %w", path, err)
	}
	games, errs, err := game.ReadGames(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("load games %s: %w", path, err)
	}
	for _, g := range games {
		if err := checkSaveFormat(g); err != nil {
			return nil, fmt.Errorf("load games %s: %w", path, err)
		}
	}
	switch {
	case len(errs) > 0:
		return games, fmt.Errorf("load games %s: %w", path, errors.Join(errs...))
	case len(games) == 0:
		return nil, fmt.Errorf("load games %s: %w", path, ErrNoGame)
	}
	return games, nil
}

// LoadAutosave returns the game in progress, or (nil, nil) when there is
// none. An autosave that cannot be read is kept aside (see Problem) and
// returned as a *Problem error; the caller starts a new game. So is one of a
// newer save format: the autosave is rewritten after every move, so it is
// renamed rather than left in place.
func (s *Store) LoadAutosave() (*game.Game, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, fmt.Errorf("load autosave: %w", ErrClosed)
	}
	if s.unsaved != nil {
		return nil, nil // nothing read: a new game
	}
	g, p := s.checkAutosave()
	if p != nil {
		return nil, p
	}
	return g, nil
}

// checkAutosave reads the autosave. After it, autosaveChecked is true when
// the file may be replaced, and autosaveHold says why not otherwise.
func (s *Store) checkAutosave() (*game.Game, *Problem) {
	path := s.AutosavePath()
	s.autosaveChecked, s.autosaveHold = false, nil
	g, content, err := readRecord(path, true)
	switch {
	case err == nil:
		s.autosaveChecked = true
		return g, nil
	case errors.Is(err, fs.ErrNotExist):
		s.autosaveChecked = true
		return nil, nil
	case !content && !errors.Is(err, ErrNewerVersion):
		s.autosaveHold = err
		return nil, &Problem{Path: path, Err: err}
	}
	p := s.unreadable(path, err)
	if p.KeptAs == "" {
		s.autosaveHold = p.Err
	} else {
		s.autosaveChecked = true
	}
	return nil, p
}

// SaveAutosave replaces the autosave with g (its moves up to the cursor),
// atomically, adding the SaveFormat tag; g is not changed. If the autosave
// on disk was not read by LoadAutosave first and cannot be read, it is kept
// aside before it is replaced.
func (s *Store) SaveAutosave(g *game.Game) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	path := s.AutosavePath()
	switch {
	case s.closed:
		return fmt.Errorf("save autosave %s: %w", path, ErrClosed)
	case g == nil:
		return fmt.Errorf("save autosave %s: no game", path)
	}
	if !s.autosaveChecked {
		s.checkAutosave()
	}
	if errors.Is(s.autosaveHold, ErrUnsaved) {
		return nil // the window says games cannot be saved
	}
	if s.autosaveHold != nil {
		return fmt.Errorf("save autosave %s: not replacing a file that could not be read: %w", path, s.autosaveHold)
	}
	if err := WriteFileAtomic(path, recordText(g)); err != nil {
		return fmt.Errorf("save autosave %s: %w", path, err)
	}
	return nil
}

// SaveGame writes g as a new named game in GamesDir and returns its path.
// The name becomes a safe file name (see GameFileName); when a game of that
// name exists, " (2)", " (3)"… is added: no game is ever replaced.
func (s *Store) SaveGame(name string, g *game.Game) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return "", fmt.Errorf("save game %q: %w", name, ErrClosed)
	}
	if g == nil {
		return "", fmt.Errorf("save game %q: no game", name)
	}
	if s.unsaved != nil {
		return "", fmt.Errorf("save game %q: %w", name, s.unsaved)
	}
	data := recordText(g)
	base := GameFileName(name)
	for i := 1; i <= 1000; i++ {
		file := base
		if i > 1 {
			file = fmt.Sprintf("%s (%d)", base, i)
		}
		path := filepath.Join(s.GamesDir(), file+gameExt)
		if _, err := os.Lstat(path); err == nil {
			continue
		}
		err := writeFileNew(path, data)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("save game %s: %w", path, err)
		}
		return path, nil
	}
	return "", fmt.Errorf("save game %q: too many games of that name", name)
}

// ReplaceGame replaces the named game at path (a file in GamesDir, as
// ListGames or SaveGame gave it) with g, atomically: for "Save" after the
// player confirmed replacing it.
func (s *Store) ReplaceGame(path string, g *game.Game) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.unsaved != nil {
		return fmt.Errorf("replace game %s: %w", path, s.unsaved)
	}
	if err := s.checkGamePath(path); err != nil {
		return fmt.Errorf("replace game %s: %w", path, err)
	}
	if g == nil {
		return fmt.Errorf("replace game %s: no game", path)
	}
	if err := WriteFileAtomic(path, recordText(g)); err != nil {
		return fmt.Errorf("replace game %s: %w", path, err)
	}
	return nil
}

// DeleteGame removes the named game at path, a file in GamesDir.
func (s *Store) DeleteGame(path string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.unsaved != nil {
		return fmt.Errorf("delete game %s: %w", path, s.unsaved)
	}
	if err := s.checkGamePath(path); err != nil {
		return fmt.Errorf("delete game %s: %w", path, err)
	}
	if err := os.Remove(path); err != nil {
		return fmt.Errorf("delete game %s: %w", path, err)
	}
	if err := syncDir(s.GamesDir()); err != nil {
		return fmt.Errorf("delete game %s: %w", path, err)
	}
	return nil
}

func (s *Store) checkGamePath(path string) error {
	if s.closed {
		return ErrClosed
	}
	dir, err := filepath.Abs(s.GamesDir())
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	if filepath.Dir(abs) != dir || !strings.EqualFold(filepath.Ext(abs), gameExt) || isTempName(filepath.Base(abs)) {
		return fmt.Errorf("not a saved game in %s", dir)
	}
	return nil
}

// isGameFile reports whether a folder entry is a saved game's record
// file: a regular .pgn file, not one being written (a temporary name).
func isGameFile(e os.DirEntry) bool {
	return e.Type().IsRegular() && !isTempName(e.Name()) && strings.EqualFold(filepath.Ext(e.Name()), gameExt)
}

// GameFiles returns the saved games' record files in the folder dir (the
// files ListGames reads), in the folder's order.
func GameFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var paths []string
	for _, e := range entries {
		if isGameFile(e) {
			paths = append(paths, filepath.Join(dir, e.Name()))
		}
	}
	return paths, nil
}

// ListGames describes the named games in GamesDir, the newest file first,
// and every game of a file of several, in the file's order. A file that
// cannot be read as a game is kept aside and returned as a problem; one of
// a newer save format, or one that cannot be opened, is left in place and
// returned as a problem; so is a file of several games of which some could
// not be read (the others are listed).
func (s *Store) ListGames() ([]SavedGame, []Problem) {
	s.mu.Lock()
	defer s.mu.Unlock()
	dir := s.GamesDir()
	if s.closed {
		return nil, []Problem{{Path: dir, Err: ErrClosed}}
	}
	if s.unsaved != nil {
		return nil, nil // nothing read (OpenUnsaved)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, []Problem{{Path: dir, Err: err}}
	}
	var list []SavedGame
	var problems []Problem
	for _, e := range entries {
		if !isGameFile(e) {
			continue
		}
		path := filepath.Join(dir, e.Name())
		games, content, err := readRecords(path)
		if len(games) > 0 {
			info, infoErr := e.Info()
			if infoErr == nil {
				for i, g := range games {
					sg := summarize(path, info.ModTime(), g)
					sg.Index, sg.InFile = i, len(games)
					list = append(list, sg)
				}
			} else {
				err, content = infoErr, false
			}
		}
		switch {
		case err == nil:
		case len(games) > 0:
			problems = append(problems, Problem{Path: path, Err: err}) // some games read: the file stays
		case content:
			problems = append(problems, *s.unreadable(path, err))
		default:
			problems = append(problems, Problem{Path: path, Err: err})
		}
	}
	slices.SortStableFunc(list, func(a, b SavedGame) int {
		if c := b.Modified.Compare(a.Modified); c != 0 {
			return c
		}
		if c := strings.Compare(a.Name, b.Name); c != 0 {
			return c
		}
		return a.Index - b.Index
	})
	return list, problems
}

// readRecords reads every game of the record file path, of at most
// MaxImportSize bytes. content is true when the error is in the file's
// content rather than in reading it or in its version; games with
// mistakes are left out, and err joins their mistakes.
func readRecords(path string) (games []*game.Game, content bool, err error) {
	data, err := readLimited(path, MaxImportSize)
	switch {
	case errors.Is(err, ErrTooLarge):
		return nil, true, err
	case err != nil:
		return nil, false, err
	}
	games, bad, err := game.ReadGames(bytes.NewReader(data))
	if err != nil {
		return nil, true, err
	}
	for _, g := range games {
		if err := checkSaveFormat(g); err != nil {
			return nil, !errors.Is(err, ErrNewerVersion), err
		}
	}
	switch {
	case len(bad) > 0:
		return games, true, errors.Join(bad...)
	case len(games) == 0:
		return nil, true, ErrNoGame
	}
	return games, false, nil
}

// LoadSavedGame reads the game a SavedGame describes: the game at its
// Index in its file.
func LoadSavedGame(sg SavedGame) (*game.Game, error) {
	if sg.InFile <= 1 && sg.Index == 0 {
		return LoadGameFile(sg.Path)
	}
	games, err := LoadGamesFile(sg.Path)
	if sg.Index < 0 || sg.Index >= len(games) {
		if err == nil {
			err = fmt.Errorf("no game %d: the file holds %d", sg.Index+1, len(games))
		}
		return nil, fmt.Errorf("load game %d of %s: %w", sg.Index+1, sg.Path, err)
	}
	return games[sg.Index], nil
}

func summarize(path string, modified time.Time, g *game.Game) SavedGame {
	level, _ := strconv.Atoi(g.Tag(players.TagLevel))
	base := filepath.Base(path)
	tag := func(name string) string {
		if v := g.Tag(name); v != "?" {
			return v
		}
		return "" // a record's "unknown"
	}
	return SavedGame{
		Path:      path,
		Name:      strings.TrimSuffix(base, filepath.Ext(base)),
		Modified:  modified,
		Date:      tag(game.TagDate),
		White:     tag(game.TagWhite),
		Black:     tag(game.TagBlack),
		HumanSide: g.Tag(players.TagHumanSide),
		Level:     level,
		Score:     g.Outcome().Final,
		Result:    g.Result(),
		Moves:     g.Ply(),
	}
}

// GameFileName turns a game's name into a safe file name, without the
// extension: characters that are not allowed or not wise in file names
// (/ \ : * ? " < > |, control characters, invalid UTF-8) become '_', spaces
// are collapsed, leading and trailing dots and spaces go, a trailing ".pgn"
// goes, names reserved on Windows get a '_', the length is bounded, and an
// empty result becomes "game". Letters of every script are kept.
func GameFileName(name string) string {
	name = strings.ToValidUTF8(name, "_")
	var b strings.Builder
	space := false
	for _, r := range name {
		switch {
		case unicode.IsSpace(r):
			space = true
			continue
		case r < 0x20 || r == 0x7f || unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) || strings.ContainsRune(`/\:*?"<>|`, r):
			r = '_'
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	name = b.String()
	for {
		trimmed := strings.Trim(name, ". ")
		if len(trimmed) >= len(gameExt) && strings.EqualFold(trimmed[len(trimmed)-len(gameExt):], gameExt) {
			trimmed = trimmed[:len(trimmed)-len(gameExt)]
		}
		if trimmed == name {
			break
		}
		name = trimmed
	}
	if len(name) > maxNameBytes {
		cut := maxNameBytes
		for cut > 0 && !utf8.RuneStart(name[cut]) {
			cut--
		}
		name = strings.TrimRight(name[:cut], ". ")
	}
	if name == "" {
		return "game"
	}
	stem, _, _ := strings.Cut(name, ".")
	switch strings.ToUpper(stem) {
	case "CON", "PRN", "AUX", "NUL",
		"COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8", "COM9",
		"LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9":
		name = "_" + name
	}
	return name
}
