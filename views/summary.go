package views

import (
	"math"

	"herald/engine"
	"herald/stats"
)

// Summary is the end-of-game summary page (issue 17): the result with
// the edition's breakdown, the fairness of the table's dice, each
// player's luck, and the story of the game. The story's charts and
// turning points come from the story package (SetStory); a page without
// them leaves their places out.
type Summary struct {
	ID     int64
	Name   string
	State  *engine.State // the final state
	Report stats.Report  // the game's dice and luck

	// The story (SetStory), absent (nil or empty) when not told.
	Territories *LineChart   // territories per player per round
	Units       *LineChart   // units per player per round
	Income      *StackedBars // reinforcement income per round by source
	LuckRounds  *LineChart   // cumulative luck per round, with the expected band
	Turning     []TurningPoint

	// Board is the board round by round on its picture (issue 30, item
	// 6), nil when the board has no picture.
	Board *StoryBoard
	// BoardPhoto is, for a board without a picture that the table
	// entered, its photo panel in the board editor (GameView.BoardPhoto).
	BoardPhoto string

	// Log is the game's page in the logbook (summary_players.go).
	Log Logbook
}

// HasStory reports whether any part of the story is there to show.
func (s Summary) HasStory() bool {
	return s.Territories != nil || s.Units != nil || s.Income != nil || s.LuckRounds != nil
}

func summaryTitle(c Ctx, s Summary) string { return c.T("summary.title", "game", s.Name) }

// standing is one player's line in the final table.
type standing struct {
	Name, Class        string
	Territories, Units int
	Winner, Out        bool
}

// standings are the players in seat order with what they hold at the end.
func standings(st *engine.State) []standing {
	out := make([]standing, len(st.Players))
	for p, pl := range st.Players {
		out[p] = standing{Name: pl.Name, Class: HouseClass(st, p), Winner: IsWinner(st, p), Out: pl.Out}
	}
	for t, o := range st.Owner {
		if o >= 0 && o < len(out) {
			out[o].Territories++
			out[o].Units += st.Units[t]
		}
	}
	return out
}

// physicalDice is the histogram of the dice typed in at the table
// (Herald's own dice are left out: their fairness says nothing about the
// table's), against a fair die: n/6 each, ± the binomial sd
// sqrt(n·1/6·5/6).
func (c Ctx) physicalDice(r stats.Report) (Histogram, stats.Fairness) {
	faces := r.Dice.Table.All()
	f := stats.Test(faces)
	n := float64(faces.Total())
	h := Histogram{ID: "table-dice", Title: c.T("summary.dice_chart"), XLabel: c.T("dicepage.face"), YLabel: c.T("summary.count"),
		Expected: n / 6, SD: math.Sqrt(n * 5 / 36)}
	for _, k := range faces {
		h.Counts = append(h.Counts, float64(k))
	}
	h.ExpectedLabel = c.T("dicepage.expected", "count", c.decimal(h.Expected, 1))
	h.Desc = c.T("summary.dice_desc", "count", itoa(f.Dice), "expected", c.decimal(h.Expected, 1), "sd", c.decimal(h.SD, 1))
	return h, f
}

// dieList is faces as "6 5 2", "–" for none.
func dieList(d []int) string {
	if len(d) == 0 {
		return "–"
	}
	s := ""
	for i, f := range d {
		if i > 0 {
			s += " "
		}
		s += itoa(f)
	}
	return s
}
