// Package layers holds no code: its tests enforce the direction of the
// imports between the project's areas, as internal/program/cli's test enforces the
// cgo-free headless build, and that every generated Go file is named by a
// //go:generate line of its package.
//
// The floors, from the ground up, each importing only from the floors
// below it:
//
//   - internal/ground/... (job, memtrim, applog, locale, rating): the
//     utilities any floor may use; they import nothing of the project, and
//     the catalogs and assets (i18n, assets) import nothing at all;
//   - game and game/... (the rules, records, lessons and the puzzle set)
//     import nothing of the project but game/...; game/picture (a position
//     or a game drawn as a picture) may also use the font of assets;
//   - ai and ai/... (the search, the evaluation, the endgame tables, the
//     puzzles' verification) import game/..., ai/... and the ground;
//   - internal/data/... (the save files, the games library and its
//     worker) import game and the ground only: they never link the engine
//     or the window;
//     internal/tools/... (the match runner, the pool of engines) may use ai;
//   - ui and ui/... (the window, its screens, the session); ui/screen (the
//     shape of the window's screens) imports only game, i18n and ui/board;
//   - internal/program/... (the headless commands, cli, which never link the
//     window; the window's start and close, lifecycle) and the root package:
//     the program's top, which nothing but main and the commands imports.
//
// internal/testkit/... holds the tests' real games and random-game vectors.
//
// A package's tests may also use the test helpers listed for its area (the
// random-game vectors, the real games, the match runner), which import only
// game, so no cycle can come of it.
//
// The packages that help tests (ai/aitest, internal/testkit/vectors,
// ui/screen/screentest, ui/session/sessiontest) are imported only by tests,
// so that no program links them.
package layers
