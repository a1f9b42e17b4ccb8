// Package layers holds no code: its tests enforce the direction of the
// imports between the project's areas, as internal/cli's test enforces the
// cgo-free headless build, and that every generated Go file is named by a
// //go:generate line of its package.
//
// The direction is game ← ai ← everything above it:
//
//   - game and game/... (the rules, records, lessons and the puzzle set)
//     import nothing of the project but game/...;
//   - ai and ai/... (the search, the evaluation, the endgame tables, the
//     puzzles' verification) import game/..., ai/... and the leaf utilities
//     only;
//   - the leaf utilities (internal/job, internal/memtrim, internal/applog,
//     internal/locale) and the catalogs and assets (i18n, assets) import
//     nothing of the project;
//   - internal/storage (the save files) imports game/... and the leaves
//     only: it must not link the engine;
//   - the other internal packages (cli, match, library, …) may import ai
//     and game, never ui;
//   - ui/screen (the shape of the window's screens) imports only game,
//     i18n and ui/board: a screen's environment never links the engine or
//     the save files;
//   - nothing outside ui and the program's main package imports ui, and
//     nothing imports a command.
//
// A package's tests may also use the test helpers listed for its area (the
// random-game vectors, the real games, the match runner), which import only
// game, so no cycle can come of it.
//
// The packages that help tests (ai/aitest, internal/vectors,
// ui/screen/screentest, ui/session/sessiontest) are imported only by tests,
// so that no program links them.
package layers
