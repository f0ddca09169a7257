package handlers_test

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var dataNextRe = regexp.MustCompile(`data-testid="action" data-next="([^"]*)"`)

// Halo Legendary, "SPIELZUG": step 3, "Kampagnen-Karte ablegen", comes
// before step 4, whose card is drawn only "wenn Sie kein Kampagnenziel
// erreichen konnten". Found playing a German table: after the conquest
// that met Jonas's card, his phone offered "Karte ziehen und Zug beenden"
// first and the completion form two and a half screens below; a tap on
// the card let the claim pass. Now Anna's own page (the card met by her
// conquest) names the card before the end of the turn and makes its form
// the next tap; the tablet, which may not know whether a face-down card
// is met, says nothing of it.
func TestCampaignCardDoneIsTheNextTapOnItsPhone(t *testing.T) {
	// Anna's card Easy: "take a territory this turn", met by her conquest
	// of d05 (events 8 and 9).
	tb := openTable(t, filepath.Join(recordedDir, "legendary", "one_on_one_campaign.json"), 10, nil)
	me := tb.ask(device{annaAddr, tb.anna}, "GET", "/games/"+tb.id+"/me?lang=en", nil, nil)
	m := dataNextRe.FindStringSubmatch(me)
	if m == nil {
		t.Fatal("Anna's page has no action panel")
	}
	next := strings.Fields(m[1])
	form, end := -1, -1
	for i, id := range next {
		switch id {
		case "campaign-form":
			form = i
		case "end-turn-form":
			end = i
		}
	}
	if form < 0 || end < 0 || form > end {
		t.Errorf("Anna's next controls are %q: want the campaign card's form before the end of the turn", next)
	}
	if !strings.Contains(me, `data-testid="claim-first"`) || !strings.Contains(me, "campaign card Easy") {
		t.Error("Anna's end of the turn does not say her campaign card Easy may be completed first")
	}
	page := tb.ask(tb.devices()["tablet"], "GET", "/games/"+tb.id+"?lang=en", nil, nil)
	if strings.Contains(page, `data-testid="claim-first"`) || strings.Contains(page, "campaign-form") {
		t.Error("the tablet says a face-down campaign card is met")
	}
}

// Found playing a German table: once seated, "Karten von Lena" and
// "Karten von Mehmet" stood on every phone and on the tablet, each
// ending in "Dieses Telefon hat keinen Platz in diesem Spiel", and the
// own cards' "Zurück zum Spiel" led a phone to the shared page, where its
// turn is not. Now each device is offered only the cards it may open, and
// a phone goes back to its own page.
func TestSeatedCampaignLinksLeadWhereTheyOpen(t *testing.T) {
	tb := openTable(t, filepath.Join(recordedDir, "legendary", "one_on_one_campaign.json"), 10, nil)
	game := "/games/" + tb.id
	own := regexp.MustCompile(`data-testid="own-cards-(\d)"`)
	for who, c := range map[string]struct {
		d    device
		want string
	}{"tablet": {tb.devices()["tablet"], ""}, "Anna": {device{annaAddr, tb.anna}, "0"}, "Ben": {tb.devices()["ben"], "1"}} {
		var got []string
		for _, m := range own.FindAllStringSubmatch(tb.ask(c.d, "GET", game+"?lang=en", nil, nil), -1) {
			got = append(got, m[1])
		}
		if strings.Join(got, ",") != c.want {
			t.Errorf("%s's shared page offers the cards of seats %v, want %q", who, got, c.want)
		}
	}
	if page := tb.ask(device{annaAddr, tb.anna}, "GET", game+"/cards/0?lang=en", nil, nil); !strings.Contains(page, `href="`+game+`/me" data-testid="back-to-game"`) {
		t.Error("Anna's own cards do not lead back to her own page")
	}
}
