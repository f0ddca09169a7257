package views

import (
	"cmp"
	"slices"
	"time"

	"herald/engine"
	"herald/stats"
	"herald/story"
)

// The game's page in the logbook (issue 33): when and how long it was
// played, the finishing order with its eliminations, each player's
// figures, and the points by round where points decide.

// Logbook is what the summary adds for a table's logbook; the handler
// fills Started and Ended from the store, SetLogbook the rest.
type Logbook struct {
	// Started and Ended are when the first and the last event were
	// written (zero: unknown, and the page says nothing of them).
	Started, Ended time.Time
	Order          []Placing   // the finishing order once over; the eliminations so far while running
	Figures        []FigureRow // one row per player who fought, seat order
	Points         *LineChart  // points at each round's end; nil where points decide nothing
	PointsTitle    string      // its heading, in the edition's words (achievements, missions)
}

// Placing is one player's place: Place 0 while the game runs (an
// elimination so far); Out with the round, turn and who put them out.
type Placing struct {
	Place       int
	Name, Class string
	Out         bool
	Round, Turn int
	By          string // "" when no player did (a correction)
}

// FigureRow is one player's line of the figures table.
type FigureRow struct {
	Name, Class string
	Neutral     bool
	story.Figures
	Trades int     // card sets (or values) traded
	Luck   float64 // expected minus real losses (stats.Player.Luck)
}

// SetLogbook fills the logbook's parts from the game's story and dice
// report (both from the handler's one replay).
func (s *Summary) SetLogbook(c Ctx, g *story.Story, r stats.Report) {
	if g == nil || len(g.Players) == 0 {
		return
	}
	st := s.State
	s.Log.Order = placings(st, g)
	for i, p := range g.Players {
		if p.Figures.Attacks+p.Figures.Defences == 0 && p.CardTrades() == 0 {
			continue
		}
		row := FigureRow{Name: PlayerName(st, i), Class: HouseClass(st, i), Neutral: p.Neutral, Figures: p.Figures, Trades: p.CardTrades()}
		if i < len(r.Players) {
			row.Luck = r.Players[i].Luck()
		}
		s.Log.Figures = append(s.Log.Figures, row)
	}
	if g.HasPoints {
		s.Log.PointsTitle = c.TE(st, "summary.points_title")
		s.Log.Points = &LineChart{ID: "points", Title: c.TE(st, "summary.points_chart"), Desc: c.TE(st, "summary.points_desc"),
			XLabel: c.T("summary.round"), YLabel: c.TE(st, "summary.points"),
			Series: c.pointSeries(st, g)}
	}
}

// pointSeries is one series per player who is not a neutral army.
func (c Ctx) pointSeries(st *engine.State, g *story.Story) []Series {
	var out []Series
	for i, p := range g.Players {
		if !p.Neutral {
			out = append(out, Series{Label: PlayerName(st, i), Class: HouseClass(st, i), Values: floats(p.Points)})
		}
	}
	return out
}

// placings is the finishing order of a game that is over: the winners
// first, sharing the first place; then the players still in, by their
// points where points decide, else by territories, then units, equal
// ones sharing a place; then the eliminated, the last one out first. A
// neutral army has no place. While the game runs it is the eliminations
// so far, in the order they happened, without places: nobody has
// finished.
func placings(st *engine.State, g *story.Story) []Placing {
	outs := make(map[int]story.Elimination, len(g.Eliminations))
	for _, e := range g.Eliminations {
		outs[e.Player] = e
	}
	if !st.Over {
		var out []Placing
		for _, e := range g.Eliminations {
			out = append(out, eliminated(st, e, 0))
		}
		return out
	}
	in := standingOrder(st, g, outs)
	var out []Placing
	place, prev := 0, [3]int{-1, -1, -1}
	for k, p := range in {
		key := rankKey(st, g, p)
		if k == 0 || key != prev {
			place = k + 1
		}
		prev = key
		out = append(out, Placing{Place: place, Name: PlayerName(st, p), Class: HouseClass(st, p)})
	}
	for i := len(g.Eliminations) - 1; i >= 0; i-- {
		out = append(out, eliminated(st, g.Eliminations[i], len(out)+1))
	}
	return out
}

// standingOrder is the players still in at the end, best first.
func standingOrder(st *engine.State, g *story.Story, outs map[int]story.Elimination) []int {
	var in []int
	for p, pl := range st.Players {
		if _, out := outs[p]; !out && !pl.Neutral {
			in = append(in, p)
		}
	}
	slices.SortStableFunc(in, func(a, b int) int {
		ka, kb := rankKey(st, g, a), rankKey(st, g, b)
		for i := range ka {
			if c := cmp.Compare(kb[i], ka[i]); c != 0 {
				return c
			}
		}
		return 0
	})
	return in
}

// rankKey orders the players still in: the winners first, then points
// (where they decide), territories and units at the end (territories
// first: no board holds 10,000 units on one player's side).
func rankKey(st *engine.State, g *story.Story, p int) [3]int {
	if IsWinner(st, p) {
		return [3]int{1, 0, 0} // the winners share the first place
	}
	second := 0
	if g.HasPoints && len(g.Players[p].Points) > 0 {
		second = g.Players[p].Points[len(g.Players[p].Points)-1]
	}
	return [3]int{0, second, st.Count(p)*10000 + st.UnitsOf(p)}
}

func eliminated(st *engine.State, e story.Elimination, place int) Placing {
	pl := Placing{Place: place, Name: PlayerName(st, e.Player), Class: HouseClass(st, e.Player), Out: true, Round: e.Round, Turn: e.Turn}
	if e.By >= 0 {
		pl.By = PlayerName(st, e.By)
	}
	return pl
}

// gameDate is the day and time the game began, as every page writes a
// date; "" when unknown.
func (c Ctx) gameDate(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return c.dateTime(t)
}

// duration is the time from the first event to the last, in hours and
// minutes in the reader's language.
func (c Ctx) duration(l Logbook) string {
	d := l.Ended.Sub(l.Started)
	if l.Started.IsZero() || l.Ended.IsZero() || d < 0 {
		return ""
	}
	m := int(d.Round(time.Minute) / time.Minute)
	if m < 60 {
		return c.T("summary.duration_minutes", "minutes", itoa(m))
	}
	return c.T("summary.duration_hours", "hours", itoa(m/60), "minutes", itoa(m%60))
}
