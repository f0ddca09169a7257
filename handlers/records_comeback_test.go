package handlers_test

import (
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// comebackWant is one game's lowest chance that still took a territory,
// found here by brute force over the log: every attack's chance before
// its roll from engine.Odds (the attacking units less the one that stays,
// against the defenders, under the battle's rule), grouped into
// invasions (one turn, one from, one to, until a roll conquers), the
// first roll's chance (the invasion's start) kept when its invasion
// conquered.
type comebackWant struct {
	found    bool
	chance   float64
	player   string
	from, to string
	game     int64
}

// first is an invasion's first roll (the zero roll for none).
func first[T any](rolls []T) (r T) {
	if len(rolls) > 0 {
		r = rolls[0]
	}
	return r
}

func bruteComeback(t *testing.T, b *engine.Board, events []engine.Event) comebackWant {
	var best comebackWant
	type roll struct {
		chance float64
		known  bool
		who    string
		from   string
		to     string
	}
	var open []roll
	var turn int
	var from, to string
	closeInv := func(taken bool) {
		if r := first(open); taken && r.known && (!best.found || r.chance < best.chance) {
			best = comebackWant{found: true, chance: r.chance, player: r.who, from: r.from, to: r.to}
		}
		open = nil
	}
	_, err := engine.ReplayEach(b, events, func(before *engine.State, e engine.Event, after *engine.State) {
		a, ok := e.(engine.Attack)
		if before == nil || !ok {
			closeInv(false) // an invasion the attacker gave up
			return
		}
		if len(open) > 0 && (before.Turn != turn || a.From != from || a.To != to) {
			closeInv(false)
		}
		turn, from, to = before.Turn, a.From, a.To
		f, _ := before.Board.Lookup(a.From)
		d, _ := before.Board.Lookup(a.To)
		q := engine.InvasionQuery{Attacking: before.Units[f] - 1, Defending: before.Units[d], Rule: before.BattleRule(f, d, a.Declared)}
		r := roll{known: q.InRange(), who: before.Players[before.Current].Name,
			from: before.Board.Name(f, "en"), to: before.Board.Name(d, "en")}
		if r.known {
			r.chance = engine.Odds(q).Win
		}
		open = append(open, r)
		if after.Owner[d] != before.Owner[d] {
			closeInv(true)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	closeInv(false)
	return best
}

// TestRecordsComebackOfRecordedGames stores every recorded game and
// checks the records page's comeback against the brute force above:
// the same chance, player, territories and game; and once the game
// holding it loses its last event (undo), the page reads the games
// again instead of keeping the old answer (the cache's key).
func TestRecordsComebackOfRecordedGames(t *testing.T) {
	s := newServer(t)
	files, _ := filepath.Glob(filepath.Join(recordedDir, "*", "*.json"))
	var want comebackWant
	games := 0
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		g := enginetest.Load(t, path)
		id := s.storeGame(g, s.storeBoards(g), len(g.Events))
		games++
		cb := bruteComeback(t, enginetest.Board(t, recordedDir, g), enginetest.Events(t, g))
		// Games are listed oldest first: a tie keeps the earlier one.
		if cb.found && (!want.found || cb.chance < want.chance) {
			want, want.game = cb, id
		}
	}
	if !want.found {
		t.Fatal("no recorded invasion took a territory")
	}
	code, page := s.get("/records?lang=en")
	if code != 200 {
		t.Fatalf("records: %d", code)
	}
	line := excerpt(page, `data-testid="records-comeback"`)
	chance := strconv.FormatFloat(100*want.chance, 'f', 1, 64) + "%"
	if want.chance < 0.0005 {
		chance = "&lt;\u00a00.1%"
	}
	for _, w := range []string{`data-game="` + strconv.FormatInt(want.game, 10) + `"`,
		`data-chance="` + strconv.FormatFloat(want.chance, 'f', 6, 64) + `"`,
		want.player + " took " + want.to + " (attacking from " + want.from + ") when the chance was only " + chance} {
		if !strings.Contains(line, w) {
			t.Errorf("comeback: no %q in\n%s", w, line)
		}
	}
	t.Logf("comeback: %s took %s at %g in game %d", want.player, want.to, want.chance, want.game)
	if !strings.Contains(page, `data-games="`+strconv.Itoa(games)+`"`) {
		t.Fatalf("records of %d games expected", games)
	}
	// Undo the last event of every game: none is over any more, which
	// a cache keyed by id alone would not see.
	ctx := context.Background()
	list, err := s.store.Games(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range list {
		if err := s.store.DropLast(ctx, g.ID, g.Events); err != nil {
			t.Fatal(err)
		}
	}
	if _, page = s.get("/records?lang=en"); !strings.Contains(page, `data-finished="0"`) {
		t.Errorf("after undoing every game's last event the records still count finished games:\n%s", excerpt(page, "records-games"))
	}
}
