package handlers

// The secrets of a game file (issue 29, item 1). A game holds two kinds:
// what a rulebook keeps hidden (the cards in hand by name where the
// edition keeps hands private, an edition's face-down cards) once its
// seats are issued, and what nobody at the table knows, always (the order
// of Herald's deck, set-up "deck"). The export leaves both out for every
// device; counts stay: a card taken into a hidden hand is named
// engine.UnknownCard, and a game on Herald's deck becomes one on the
// table's deck, each draw naming its card or UnknownCard. Only the
// machine running Herald gets the whole file, and only when it asks for
// it (?secrets=1); only there may a file with secrets be imported.

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// The file's "secrets" when the export left them out: secretsUnknown when
// every hidden card is named engine.UnknownCard or counted as the
// edition's file keeps it (views.ActionEdition.FileEvents) and the game
// plays on the table's deck, so the file is imported and played on;
// secretsLeftOut when an edition's own secrets were taken out in a way the
// log cannot replay (an edition with APIEvent but no FileEvents, or a file
// from an earlier Herald), so it is not.
const (
	secretsUnknown = "unknown_cards"
	secretsLeftOut = "left_out"
)

// leaveSecretsOut is f with its secrets left out (st is the game's state,
// for its board and edition; b the board it started on; seated whether
// its seats are issued), marked as such when it held any.
func leaveSecretsOut(f gameFile, st *engine.State, b *engine.Board, seated bool) (gameFile, error) {
	hide := seated && views.HandPrivate(st)
	events, err := onTableDeck(f.Events, st.Board, hide)
	if err != nil {
		return f, err
	}
	out := f
	out.Secrets, out.Events = "", make([]fileEvent, len(events))
	payloads := make([]json.RawMessage, len(events))
	for i, e := range events {
		payloads[i] = e.Payload
		if hide {
			payloads[i] = unknownHandCards(e.Type, e.Payload)
		}
	}
	edition, mark, err := editionFileEvents(st.Rules.Edition, b, events, payloads)
	if err != nil {
		return f, err
	}
	for i, e := range events {
		p := payloads[i]
		if q := edition[i]; !bytes.Equal(q, p) {
			p, out.Secrets = q, mark
		}
		out.Events[i] = fileEvent{Type: e.Type, Payload: p, At: f.Events[i].At}
		if out.Secrets == "" && !bytes.Equal(p, f.Events[i].Payload) {
			out.Secrets = secretsUnknown
		}
	}
	return out, nil
}

// editionFileEvents are the payloads as the edition lets them leave the
// table, and how a file holding them is marked: by its FileEvents, which
// keep the log replaying (secretsUnknown), else by its API's redaction
// (secretsLeftOut); without either, as they are.
func editionFileEvents(edition string, b *engine.Board, events []fileEvent, payloads []json.RawMessage) ([]json.RawMessage, string, error) {
	act := views.ActionsOf(edition)
	switch {
	case act.FileEvents != nil:
		log := make([]engine.Event, len(events))
		for i, fe := range events {
			e, err := engine.Decode(fe.Type, payloads[i])
			if err != nil {
				return nil, "", err
			}
			log[i] = e
		}
		out, err := act.FileEvents(b, log, payloads)
		return out, secretsUnknown, err
	case act.APIEvent != nil:
		out := make([]json.RawMessage, len(events))
		for i, fe := range events {
			out[i] = act.APIEvent(fe.Type, payloads[i])
		}
		return out, secretsLeftOut, nil
	}
	return payloads, "", nil
}

// hasSecrets reports whether f, as it is, holds a secret of a game in st
// (started on board b).
func hasSecrets(f gameFile, st *engine.State, b *engine.Board) (bool, error) {
	out, err := leaveSecretsOut(f, st, b, f.Seated)
	return out.Secrets != "", err
}

// onTableDeck is a log on Herald's deck as one on the table's deck
// (engine.OnTableDeck): the set-up without the deck order, each draw
// naming its card, or engine.UnknownCard with hide. Another log comes
// back as it is.
func onTableDeck(events []fileEvent, b *engine.Board, hide bool) ([]fileEvent, error) {
	var head struct {
		Mode string `json:"deck_mode"`
	}
	if len(events) == 0 || events[0].Type != "setup" || json.Unmarshal(events[0].Payload, &head) != nil || head.Mode != engine.DeckHerald {
		return events, nil
	}
	log := make([]engine.Event, len(events))
	for i, fe := range events {
		e, err := engine.Decode(fe.Type, fe.Payload)
		if err != nil {
			return nil, err
		}
		log[i] = e
	}
	log, err := engine.OnTableDeck(b, log, hide)
	if err != nil {
		return nil, err
	}
	out := slices.Clone(events)
	for i, e := range log {
		if fe := events[i]; fe.Type == "setup" || fe.Type == "end_turn" {
			if _, out[i].Payload, err = engine.Encode(e); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// unknownHandCards replaces the names of the cards an event takes into a
// hand (end_turn "card", correct_hand "cards") by engine.UnknownCard, one
// each; a payload without a named card comes back as it is.
func unknownHandCards(typ string, p json.RawMessage) json.RawMessage {
	var m map[string]json.RawMessage
	if (typ != "end_turn" && typ != "correct_hand") || json.Unmarshal(p, &m) != nil {
		return p
	}
	switch typ {
	case "end_turn":
		var card string
		if json.Unmarshal(m["card"], &card) != nil || card == "" || card == engine.EndGameCard || card == engine.UnknownCard {
			return p
		}
		m["card"], _ = json.Marshal(engine.UnknownCard)
	case "correct_hand":
		var cards []string
		if json.Unmarshal(m["cards"], &cards) != nil || !slices.ContainsFunc(cards, named) {
			return p
		}
		for i, c := range cards {
			if named(c) {
				cards[i] = engine.UnknownCard
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

// named reports whether a card in hand is named by its face (not the End
// Game card, which everyone sees).
func named(c string) bool { return c != engine.UnknownCard && c != engine.EndGameCard }

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
		return false, refusal(http.StatusForbidden, "gamefile.secrets_here_only")
	}
	return true, nil
}
