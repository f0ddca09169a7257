package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// The seat page's "your cards" is what a Halo Legendary player holds:
// the 3 campaign cards dealt face down ("1 Einfache, 1 Heldenhafte und 1
// Legendäre", KAMPAGNEN-KARTEN AUSTEILEN), recorded or not, by mission
// on the holder's own phone alone; a completed card leaves the hand
// ("Wenn Sie Kampagnenziele erfüllen, haben Sie weniger Karten auf der
// Hand", KAMPAGNEN-KARTEN).
func TestLegendarySeatPageShowsTheCampaignCardsInHand(t *testing.T) {
	s := newServer(t)
	id := legendaryGame(t, s)
	game := "/games/" + strconv.Itoa(id)
	cards := []url.Values{
		{"tier": {"easy"}, "mission": {"hold_territories"}, "n": {"3"}, "text": {"Halte drei Gebiete"}},
		{"tier": {"heroic"}, "mission": {"take_territories_turn"}, "n": {"4"}, "text": {"Erobere vier"}},
		{"tier": {"legendary"}, "mission": {"enemy_bases"}, "n": {"1"}, "text": {"Nimm eine Basis"}},
	}
	for i, card := range cards {
		card.Set("seq", strconv.Itoa(1+i))
		if code, body := s.postForm(game+"/cards/0", card, nil); code != http.StatusSeeOther {
			t.Fatalf("record %s: %d %s", card.Get("tier"), code, excerpt(body, "error"))
		}
	}
	anna := s.takeSeat(int64(id), s.issueSeat(int64(id), 0, "GET"))
	ben := s.takeSeat(int64(id), s.issueSeat(int64(id), 1, "GET"))

	own := s.getAs(game+"/me?lang=de", anna)
	if got := excerpt(own, `data-testid="my-hand-title"`); !strings.Contains(got, "Deine Karten (3)") {
		t.Errorf("Anna's seat page heads her hand %s, want her 3 campaign cards", got)
	}
	for _, want := range []string{"Halte drei Gebiete", "Erobere vier", "Nimm eine Basis", `data-testid="my-campaign-legendary"`} {
		if !strings.Contains(own, want) {
			t.Errorf("Anna's seat page lacks %s: %s", want, excerpt(own, `data-testid="my-hand"`))
		}
	}
	theirs := s.getAs(game+"/me?lang=de", ben)
	if got := excerpt(theirs, `data-testid="my-hand-title"`); !strings.Contains(got, "Deine Karten (3)") || !strings.Contains(theirs, "noch nicht eingetragen") {
		t.Errorf("Ben's seat page heads his hand %s, want his 3 cards not yet recorded", got)
	}
	for _, secret := range []string{"Halte drei", "Erobere vier", "Nimm eine Basis", "Kontrolliere"} {
		if strings.Contains(theirs, secret) {
			t.Errorf("Ben's seat page shows Anna's card (%s)", secret)
		}
	}

	// Anna places and completes her easy card: two cards left in hand.
	if code, body := s.postForm(game+"/place", url.Values{"seq": {"4"}, "territory": {"l1"}, "units": {"4"}}, map[string]string{"Cookie": anna}); code != http.StatusSeeOther {
		t.Fatalf("place: %d %s", code, excerpt(body, "error"))
	}
	if code, body := s.postForm(game+"/campaign", url.Values{"seq": {"5"}, "tier": {"easy"}}, map[string]string{"Cookie": anna}); code != http.StatusSeeOther {
		t.Fatalf("complete: %d %s", code, excerpt(body, "error"))
	}
	own = s.getAs(game+"/me?lang=de", anna)
	if got := excerpt(own, `data-testid="my-hand-title"`); !strings.Contains(got, "Deine Karten (2)") || strings.Contains(own, `data-testid="my-campaign-easy"`) {
		t.Errorf("after completing the easy card Anna's hand reads %s", excerpt(own, `data-testid="my-hand"`))
	}
}
