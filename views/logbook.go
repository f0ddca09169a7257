package views

import (
	"math"
	"net/url"
	"slices"
	"strconv"
	"unicode/utf8"

	"herald/records"
	"herald/stats"
)

// LogbookFilter is the filter form of the games list and the records
// (?edition=&player=): what was asked, what may be chosen, and the
// sentence of a refused filter ("" when none).
type LogbookFilter struct {
	Edition, Player string   // as asked; "" for all
	Editions        []string // the registered editions, in the registry's order
	People          []records.Tally
	Refusal         string
}

// Filtered says a filter is set.
func (f LogbookFilter) Filtered() bool { return f.Edition != "" || f.Player != "" }

// query is the filter as an address's query ("" for none), for the
// links between the list and the records.
func (f LogbookFilter) query() string {
	v := url.Values{}
	if f.Edition != "" {
		v.Set("edition", f.Edition)
	}
	if f.Player != "" {
		v.Set("player", f.Player)
	}
	if len(v) == 0 {
		return ""
	}
	return "?" + v.Encode()
}

// GamesView is the games list (/games): the finished games and, apart,
// the unfinished ones, newest first. Refused: only the filter's sentence.
type GamesView struct {
	Filter               LogbookFilter
	Finished, Unfinished []records.Played
}

// NewestFirst is games (given oldest first) split into finished and
// unfinished, newest first.
func NewestFirst(games []records.Played) (finished, unfinished []records.Played) {
	for _, g := range slices.Backward(games) {
		if g.Over {
			finished = append(finished, g)
		} else {
			unfinished = append(unfinished, g)
		}
	}
	return finished, unfinished
}

// gameTitle is the game's name, or its number when it has none.
func gameTitle(g records.Played) string {
	if g.Name != "" {
		return g.Name
	}
	return "#" + strconv.FormatInt(g.ID, 10)
}

// gameLength is how long a game took, first to last event: "95 Minuten",
// "2 Std. 5 Min.".
func (c Ctx) gameLength(g records.Played) string {
	m := int(math.Round(max(g.Minutes(), 0)))
	if m < 60 {
		return c.T("logbook.minutes", "n", itoa(m))
	}
	return c.T("logbook.hours", "h", itoa(m/60), "m", itoa(m%60))
}

// seatHouse is a seat's house or colour in words, "" when it has none.
func (c Ctx) seatHouse(s records.Seat) string {
	if s.House == "" {
		return ""
	}
	return c.houseName(s.House)
}

// seatClass colours a seat's chip as on the game's pages (HouseClass).
func seatClass(s records.Seat) string {
	if s.House == "" {
		return "chip house-none"
	}
	return "chip house-" + s.House
}

// winRate is a player's share of wins in whole percent.
func (c Ctx) winRate(p records.Player) string {
	return c.T("oddspage.percent", "p", itoa(int(math.Round(p.WinRate()*100))))
}

// filterName is a refused value for a sentence, cut to 60 letters: the
// sentence names it, however long it came.
func FilterName(s string) string {
	if utf8.RuneCountInString(s) <= 60 {
		return s
	}
	return string([]rune(s)[:60]) + "…"
}

// samePerson says a name as asked is the person with key.
func samePerson(name, key string) bool { return stats.NameKey(name) == key }
