package views

import (
	"math"

	"herald/records"
	"herald/stats"
)

// RecordsView is the records page (/records): the table's records across
// games. Its Comeback (promoted from records.Records) is nil when no
// invasion took a territory; the page shows nothing for it then.
type RecordsView struct {
	records.Records
	Filter     LogbookFilter
	Unfinished []records.Played // newest first, counted nowhere
}

// gamesN is "3 Spiele" / "1 game".
func (c Ctx) gamesN(n int) string { return c.T("records.games_n", "n", itoa(n)) }

// winsN is "2 Siege" / "1 win".
func (c Ctx) winsN(n int) string { return c.T("records.wins_n", "n", itoa(n)) }

// houseName is a house's name in words; a house the catalogue does not
// know keeps its id rather than showing a key.
func (c Ctx) houseName(h string) string {
	if name := c.house(h); name != "house."+h {
		return name
	}
	return h
}

// editionLength is the average length of an edition's finished games.
func (c Ctx) editionLength(e records.Edition) string {
	if e.Finished == 0 {
		return c.T("records.no_length")
	}
	return c.T("records.length", "rounds", c.decimal(e.Rounds, 1), "minutes", itoa(int(math.Round(e.Minutes))))
}

// luckValue is ": +3,2 Einheiten gegenüber dem Erwartungswert, in 12
// Kämpfen", after the player's name: the colon is the sentence's, since
// French puts a no-break space before it.
func (c Ctx) luckValue(p stats.Player) string {
	return c.T("records.luck_value", "luck", c.signed(p.Luck()), "battles", itoa(p.Battles()))
}

// comebackText is the biggest comeback in words.
func (c Ctx) comebackText(cb records.Comeback) string {
	return c.T("records.comeback", "player", cb.Name, "to", cb.To.In(c.Lang), "from", cb.From.In(c.Lang),
		"chance", c.pct(cb.Chance), "game", cb.GameName, "round", itoa(cb.Round))
}
