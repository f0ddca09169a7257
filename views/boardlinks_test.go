package views

import (
	"strings"
	"testing"

	"herald/engine"
)

// linkPanelBoard has two placed territories, Anna a port of colour blau.
func linkPanelBoard() engine.BoardSpec {
	return engine.BoardSpec{
		Picture: &engine.Picture{Width: 1000, Height: 800},
		Regions: []engine.Region{{ID: "r", Names: engine.Names{"en": "R"}, Bonus: 1}},
		Territories: []engine.Territory{
			{ID: "anna", Names: engine.Names{"en": "Anna"}, Region: "r", Port: true, PortGroup: "blau", Spot: &engine.Spot{X: 100, Y: 100}},
			{ID: "bert", Names: engine.Names{"en": "Bert"}, Region: "r", Spot: &engine.Spot{X: 600, Y: 500}},
		},
		Links: []engine.LinkSpec{{A: "anna", B: "bert", Kind: engine.LinkLand}},
	}
}

// The link picture draws a port with the anchor and names it for a
// screen reader; where ports can be set (the edition's boards have them,
// or the board has one) it gives the script the colours and each spot
// the long press's hint, and a line's title names its long press.
func TestLinkPictureMarksPorts(t *testing.T) {
	c := Ctx{Lang: "en"}
	page := renderString(t, linkPicturePanel(c, BoardEditor{ID: "b", Edition: OtherEdition, Version: 1, Spec: linkPanelBoard()}))
	for _, want := range []string{
		`data-ports="[&#34;blau&#34;]"`,
		`aria-label="Anna, port (blau)"`,
		`aria-label="Bert"`,
		`class="link-spot-port spot-mark port-blau"`,
		"<title>" + c.T("boards.linkpic.spot_hint") + "</title>",
		"long press to change its kind</title>",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the panel lacks %s", want)
		}
	}
	if n := strings.Count(page, `data-testid="link-port"`); n != 1 {
		t.Errorf("%d anchors drawn, want Anna's", n)
	}
	// An edition without ports, on a board with none: no port to set.
	spec := linkPanelBoard()
	spec.Territories[0].Port, spec.Territories[0].PortGroup = false, ""
	page = renderString(t, linkPicturePanel(c, BoardEditor{ID: "b", Edition: "no_ports_here", Version: 1, Spec: spec}))
	if strings.Contains(page, "data-ports") || strings.Contains(page, "<title>"+c.T("boards.linkpic.spot_hint")) || strings.Contains(page, c.T("boards.linkpic.long_ports")) {
		t.Error("a board whose edition has no ports offers to set them")
	}
}
