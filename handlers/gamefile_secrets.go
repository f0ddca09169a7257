package handlers

// The secrets of a game file (issue 29, item 1). A game holds two kinds:
// what a rulebook keeps hidden (the cards in hand by name where the
// edition keeps hands private, an edition's face-down cards) once its
// seats are issued, and what nobody at the table knows, always (the order
// of Herald's deck, set-up "deck"). The export leaves both out for every
// device; counts stay (a draw is still a draw, a corrected hand keeps its
// number of cards, each card's name replaced by unknownCard). Only the
// machine running Herald gets the whole file, and only when it asks for
// it (?secrets=1); only there may a file with secrets be imported.

import (
	"bytes"
	"encoding/json"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// secretsLeftOut is the file's "secrets" when the export left them out.
const secretsLeftOut = "left_out"

// unknownCard stands for a card in hand whose face the file does not show.
const unknownCard = "?"

// leaveSecretsOut is f with its secrets left out (st is the game's state,
// for its edition; seated whether its seats are issued), marked as such
// when it held any.
func leaveSecretsOut(f gameFile, st *engine.State, seated bool) gameFile {
	out := f
	out.Events = make([]fileEvent, len(f.Events))
	for i, e := range f.Events {
		out.Events[i] = fileEvent{Type: e.Type, Payload: secretFree(st, seated, e.Type, e.Payload)}
		if !bytes.Equal(out.Events[i].Payload, e.Payload) {
			out.Secrets = secretsLeftOut
		}
	}
	return out
}

// hasSecrets reports whether f, as it is, holds a secret of a game in st.
func hasSecrets(f gameFile, st *engine.State) bool {
	return leaveSecretsOut(f, st, f.Seated).Secrets != ""
}

// secretFree is an event's payload without its secrets: the set-up without
// Herald's deck; what the edition keeps from the API's event list (its
// face-down cards, always, as the API does); and once seated, where hands
// are private, each card taken into a hand as unknownCard. The End Game
// card stays named: the game reacts to it in front of everyone.
func secretFree(st *engine.State, seated bool, typ string, p json.RawMessage) json.RawMessage {
	if typ == "setup" && hasDeck(p) {
		p = hideDeck(p)
	}
	if redact := views.ActionsOf(st.Rules.Edition).APIEvent; redact != nil {
		p = redact(typ, p)
	}
	if seated && views.HandPrivate(st) {
		p = unknownHandCards(typ, p)
	}
	return p
}

// hasDeck reports whether a set-up payload holds Herald's deck.
func hasDeck(p json.RawMessage) bool {
	var s struct {
		Deck []string `json:"deck"`
	}
	return json.Unmarshal(p, &s) != nil || len(s.Deck) > 0
}

// unknownHandCards replaces the names of the cards an event takes into a
// hand (end_turn "card", correct_hand "cards") by unknownCard, one each.
func unknownHandCards(typ string, p json.RawMessage) json.RawMessage {
	var m map[string]json.RawMessage
	if (typ != "end_turn" && typ != "correct_hand") || json.Unmarshal(p, &m) != nil {
		return p
	}
	switch typ {
	case "end_turn":
		var card string
		if json.Unmarshal(m["card"], &card) != nil || card == "" || card == engine.EndGameCard {
			return p
		}
		m["card"], _ = json.Marshal(unknownCard)
	case "correct_hand":
		var cards []string
		if json.Unmarshal(m["cards"], &cards) != nil || len(cards) == 0 {
			return p
		}
		for i, c := range cards {
			if c != engine.EndGameCard {
				cards[i] = unknownCard
			}
		}
		m["cards"], _ = json.Marshal(cards)
	}
	out, err := json.Marshal(m)
	if err != nil {
		return p
	}
	return out
}

// exportSecrets reads the export's ?secrets: false without it; true for
// "1" from the machine running Herald, refused from any other device.
func exportSecrets(c echo.Context) (bool, error) {
	q := c.QueryParams()
	if _, asked := q["secrets"]; !asked {
		return false, nil
	}
	if len(q["secrets"]) != 1 || q.Get("secrets") != "1" {
		return false, badInput("secrets: only 1")
	}
	if !fromThisMachine(c.Request()) {
		return false, &forbidden{key: "gamefile.secrets_here_only"}
	}
	return true, nil
}

// forbidden is a refusal (403) with its own sentence: echo's 403 would
// be answered as another site's form.
type forbidden struct{ key string }

func (f *forbidden) Error() string { return "forbidden: " + f.key }
