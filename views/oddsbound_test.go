package views

import (
	"testing"

	"herald/engine"
)

// Issue 13: "Odds must also stay bounded whatever the state holds": a
// state with 10^12 or 2^62 units (an old log) gets no odds panel rather
// than an 8 TB table or clamped figures; a table's armies get theirs.
func TestOddsPanelBoundedWhateverTheState(t *testing.T) {
	st := haloState(t)
	from := st.Holdings(0)[0]
	var to engine.TerritoryID = engine.NoTerritory
	for n := range st.Board.Territories {
		if st.Owner[n] != 0 && st.Board.MayBeAdjacent(from, engine.TerritoryID(n)) {
			to = engine.TerritoryID(n)
			break
		}
	}
	if to == engine.NoTerritory {
		t.Fatal("no enemy neighbour")
	}
	fromID, toID := st.Board.Territories[from].ID, st.Board.Territories[to].ID
	for _, units := range []int{1_000_000_000_000, 1 << 62} {
		st.Units[from] = units
		if p := invasionOdds(st, GameView{}, fromID, toID); p != nil {
			t.Errorf("%d units: odds %+v", units, p)
		}
		st.Units[from], st.Units[to] = 10, units
		if p := invasionOdds(st, GameView{}, fromID, toID); p != nil {
			t.Errorf("%d defenders: odds %+v", units, p)
		}
		st.Units[to] = 2
	}
	st.Units[from] = 10
	if p := invasionOdds(st, GameView{}, fromID, toID); p == nil || p.Win <= 0 {
		t.Errorf("10 v 2: %+v", p)
	}
}
