package legendary

import (
	"encoding/json"

	"herald/engine"
)

// fileEvents is the log as a game file without its secrets keeps it
// (views.ActionEdition.FileEvents), so that a copy plays on:
//
//   - faction cards by their count, as the API tells them ("Die Anzahl
//     der Fraktions-Karten eines Spielers ist allen Spielern bekannt, der
//     Inhalt jedoch nicht"): the copy holds that many cards of unknown
//     skulls (engine.PointsUnknown), a trade or a played card naming
//     skulls turns one face up, and the holder enters them again;
//   - a campaign card by its tier alone ("Die Kampagnen-Karten werden
//     verdeckt ausgeteilt"), except a card that was face up at some point
//     of the log: completed ("decken Sie die entsprechende Karte auf,
//     sodass jeder sie sehen kann") or revealed as a side's last ("muss/
//     müssen die verbleibende Karte/-n für die Dauer des Spiels aufgedeckt
//     werden"). Such a card is public, so its record stays whole and its
//     completion replays; everyone at the table saw it, and the API state
//     shows it too. A card still face down keeps its secret: two games
//     that differ in it give the same file. The holder records it again on
//     their page in the copy.
func fileEvents(b *engine.Board, log []engine.Event, payloads []json.RawMessage) ([]json.RawMessage, error) {
	public, err := publicRecords(b, log)
	if err != nil {
		return nil, err
	}
	out := make([]json.RawMessage, len(payloads))
	for i, p := range payloads {
		out[i] = p
		if !public[i] {
			out[i] = legendaryAPIEvent(log[i].Type(), p)
		}
	}
	return out, nil
}

// publicRecords marks the records of campaign cards that were face up at
// some point of the log: for each such card, its last record before (an
// earlier record of the same card, replaced, stays private).
func publicRecords(b *engine.Board, log []engine.Event) (map[int]bool, error) {
	type card struct {
		player int
		tier   string
	}
	latest, public := map[card]int{}, map[int]bool{}
	i := 0
	_, err := engine.ReplayEach(b, log, func(_ *engine.State, e engine.Event, after *engine.State) {
		defer func() { i++ }()
		if r, ok := e.(RecordCampaign); ok {
			latest[card{r.Player, r.Tier}] = i
		}
		for p := range after.Players {
			revealed := CampaignsRevealed(after, p)
			for _, c := range Campaign(after, p) {
				if at, ok := latest[card{p, c.Tier}]; ok && (c.Done || revealed) && !c.Passed {
					public[at] = true
				}
			}
		}
	})
	return public, err
}
