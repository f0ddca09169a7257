package views

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"herald/engine"
	"herald/maps"
)

// renderBoard renders the game page's board panel for a position on b.
func renderBoard(t *testing.T, lang string, b *engine.Board) string {
	t.Helper()
	st := &engine.State{
		Board:   b,
		Players: []engine.Player{{Name: "Anna", House: "stark"}, {Name: "Ben", House: "lannister"}},
		Owner:   make([]int, len(b.Territories)),
		Units:   make([]int, len(b.Territories)),
	}
	for i := range st.Owner {
		st.Owner[i], st.Units[i] = i%2, 1
	}
	var buf bytes.Buffer
	if err := Board(Ctx{Lang: lang}, GameView{ID: 1, State: st}).Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// A board whose links are not all known says so once, quietly; a board
// with every link says nothing.
func TestLinksOpenNote(t *testing.T) {
	arcadia := maps.MustLoad("arcadia")
	if !arcadia.LinksOpen {
		t.Fatal("arcadia is not links_open")
	}
	page := renderBoard(t, "en", arcadia)
	if n := strings.Count(page, `data-testid="links-open-note"`); n != 1 {
		t.Fatalf("%d links-open notes, want 1", n)
	}
	if !strings.Contains(page, "Not every link of this board is known. Where Herald cannot tell, attacks and maneuvers are the table&#39;s call.") {
		t.Errorf("English note missing:\n%s", page[:min(len(page), 600)])
	}
	if de := renderBoard(t, "de", arcadia); !strings.Contains(de, "Nicht alle Verbindungen dieses Bretts sind bekannt.") {
		t.Error("German note missing")
	}
	if strings.Contains(renderBoard(t, "en", maps.MustLoad("westeros")), "links-open-note") {
		t.Error("Westeros, whose links are all known, shows the note")
	}
}

// Every key of the board choice and the game page's board panel is in the
// catalogue.
func TestNewGameKeysInCatalogue(t *testing.T) {
	if n := keysInCatalogue(t, `"((?:newgame|board)\.[a-z_.]+)"`, "home.templ", "newgame.go", "setup.templ", "../editions/got/setup.templ", "game.templ", "../handlers/games.go"); n < 8 {
		t.Errorf("found only %d keys", n)
	}
}
