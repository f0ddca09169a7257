package story_test

import (
	"path/filepath"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/stats"
	"herald/story"
)

// TestFiguresAgreeWithTheDicePage reads every recorded game's per-player
// figures (issue 33, defect 5: the summary shows the battles and dice
// the dice page had alone) and checks them against the dice page's own
// reading and the log: battles on each side and units lost as
// stats.Game counts them, every unit one side lost destroyed by the
// other, and the dice with their faces as stats.CountDice counts them
// (Herald's and the table's apart).
func TestFiguresAgreeWithTheDicePage(t *testing.T) {
	for _, g := range recordedGames(t) {
		s, err := story.Game(g.board, g.events)
		if err != nil {
			t.Fatal(g.name, err)
		}
		r, err := stats.Game(g.board, g.events)
		if err != nil {
			t.Fatal(g.name, err)
		}
		lost, destroyed, herald, table, battles := 0, 0, 0, 0, 0
		for i, p := range s.Players {
			f, want := p.Figures, r.Players[i]
			if f.Attacks != want.Attack.Battles || f.Defences != want.Defence.Battles || f.Lost != want.Lost() {
				t.Errorf("%s: %s fought %d/%d and lost %d, the dice page says %d/%d and %d", g.name, p.Name,
					f.Attacks, f.Defences, f.Lost, want.Attack.Battles, want.Defence.Battles, want.Lost())
			}
			lost, destroyed, herald, table, battles = lost+f.Lost, destroyed+f.Destroyed, herald+f.HeraldDice, table+f.TableDice, battles+f.Attacks
		}
		if lost != destroyed || battles != r.Battles {
			t.Errorf("%s: %d units lost, %d destroyed, %d battles of %d", g.name, lost, destroyed, battles, r.Battles)
		}
		if !lossesOnly(g.events) {
			d := stats.CountDice(g.events)
			if herald != d.Herald.All().Total() || table != d.Table.All().Total() {
				t.Errorf("%s: %d Herald's and %d table's dice, the dice page counts %d and %d", g.name, herald, table,
					d.Herald.All().Total(), d.Table.All().Total())
			}
		}
	}
}

// lossesOnly reports whether some battle was entered as losses only
// (its dice were rolled but have no faces to count).
func lossesOnly(events []engine.Event) bool {
	for _, e := range events {
		if a, ok := e.(engine.Attack); ok && len(a.AttackDice)+len(a.DefendDice) == 0 {
			return true
		}
	}
	return false
}

// TestPointsAndEliminationsAsRecorded checks the points by round and the
// eliminations against each recorded game's expected end, worked out by
// hand from its rulebook: the last round's points are the End Game
// card's score (Game of Thrones, "Gewinnen": a point per territory,
// castle and port) or the objectives held (Halo Wars' achievements,
// Warhammer's missions, Halo Legendary's completed campaign cards), and
// every player the file marks out has one elimination, nobody else.
// A game decided on the board alone (Halo Wars' World Conquest, Slayer)
// has no points.
func TestPointsAndEliminationsAsRecorded(t *testing.T) {
	files, _ := filepath.Glob("../engine/testdata/games/*/*.json")
	withPoints := 0
	for _, f := range files {
		if filepath.Base(filepath.Dir(f)) == "boards" {
			continue
		}
		rec := enginetest.Load(t, f)
		b := enginetest.Board(t, "../engine/testdata/games", rec)
		s, err := story.Game(b, enginetest.Events(t, rec))
		if err != nil {
			t.Fatal(f, err)
		}
		out := map[string]bool{}
		for _, e := range s.Eliminations {
			if out[s.Players[e.Player].Name] {
				t.Errorf("%s: %s eliminated twice", f, s.Players[e.Player].Name)
			}
			out[s.Players[e.Player].Name] = true
			if e.Round < 1 || e.Round > s.Rounds || e.By == e.Player {
				t.Errorf("%s: elimination %+v", f, e)
			}
		}
		for _, p := range s.Players {
			want, ok := rec.Expect.Players[p.Name]
			if !ok {
				continue // a neutral army
			}
			if out[p.Name] != want.Out {
				t.Errorf("%s: %s eliminated %v, the file says out %v", f, p.Name, out[p.Name], want.Out)
			}
			if !s.HasPoints {
				continue
			}
			if len(p.Points) != s.Rounds+1 {
				t.Fatalf("%s: %s has %d rounds of points, want %d", f, p.Name, len(p.Points), s.Rounds+1)
			}
			last := p.Points[s.Rounds]
			switch {
			case want.Score != nil && last != *want.Score:
				t.Errorf("%s: %s ends with %d points, the End Game card counts %d", f, p.Name, last, *want.Score)
			case want.Objectives != nil && want.Score == nil && last != *want.Objectives:
				t.Errorf("%s: %s ends with %d points, the file counts %d objectives", f, p.Name, last, *want.Objectives)
			}
		}
		if s.HasPoints {
			withPoints++
		}
		if world := strings.HasPrefix(rec.Mode, "slayer") || strings.Contains(rec.Mode, "world conquest"); world && s.HasPoints {
			t.Errorf("%s: a game the board decides has points", f)
		}
	}
	if withPoints < 15 {
		t.Errorf("%d recorded games with points, want the End Game card's, Halo's and Warhammer's", withPoints)
	}
}
