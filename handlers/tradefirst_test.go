package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/maps"
)

// Game of Thrones, "Verstärkung": step 3, "Wenn Sie zu Beginn Ihrer Runde
// 5 Karten auf der Hand haben, müssen Sie einen Satz Karten einlösen",
// then step 4, "Nachdem Sie Ihre Verstärkungseinheiten erhalten haben,
// müssen Sie diese ... aufstellen". Found playing a French table: with 5
// cards Anna placed her 7 units, and the page said "Encore à placer : 0"
// beside "il faut d'abord échanger une série", the trade form 1437 px down.
// Now the place is refused with a sentence naming her, and the trade form
// is the next control.
func TestForcedTradeComesBeforePlacing(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	var hand []string
	for _, c := range maps.MustLoad("westeros").Cards[:5] {
		hand = append(hand, c.Territory)
	}
	if code, out := s.event(st, "correct_hand", map[string]any{"player": 0, "cards": hand}); code != http.StatusCreated {
		t.Fatalf("correct_hand: %d %v", code, out)
	}
	st = s.state(st.ID)
	page := s.page("/games/"+strconv.Itoa(st.ID), "en")
	if m := dataNextRe.FindStringSubmatch(page); m == nil || !strings.HasPrefix(m[1], "trade-form") {
		t.Errorf("with 5 cards the next controls are %v, want the trade form first", m)
	}
	var mine string
	for _, tr := range st.Territories {
		if tr.Owner == 0 {
			mine = tr.ID
			break
		}
	}
	code, body := s.postForm("/games/"+strconv.Itoa(st.ID)+"/place?lang=en", url.Values{"seq": {strconv.Itoa(st.Seq)}, "territory": {mine}, "units": {"1"}}, nil)
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, "Anna holds 5 territory cards: trade in a set first") {
		t.Errorf("a place before the forced trade: %d, want 422 with the sentence", code)
	}
	if s.events(st.ID) != st.Seq {
		t.Error("the place was recorded")
	}
}
