package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// gamePage is the game's page for the game at api (its address in the API).
func gamePage(api string) string { return strings.Replace(api, "/api/games/", "/games/", 1) }

// unitsOn is how many units the API gives territory id of the game at api.
func unitsOn(t *testing.T, api, id string) int {
	t.Helper()
	for _, x := range apiGet(t, api)["territories"].([]any) {
		if tr := x.(map[string]any); tr["id"] == id {
			return int(tr["units"].(float64))
		}
	}
	t.Fatalf("no territory %s in the game", id)
	return 0
}

// Found by a French table on a 768×1024 tablet: "Tout sur Winterfell" (the
// place form's "all on" button) kept the server's territory after the
// player tapped another on the picture or chose another in the list. It
// now names and places on the territory chosen, asking the server
// nothing until it is tapped.
func TestPlaceAllFollowsTheChosenTerritory(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 768, 1024)
	touchEmulated(t, ctx)
	api := newPictureGame(t, srv.URL, pictureTurns["got"])
	n := int(apiGet(t, api)["reinforcement"].(map[string]any)["to_place"].(float64))
	navigate(t, ctx, gamePage(api)+"?lang=fr")
	waitLoaded(t, ctx)
	label := func(id string) string {
		name := evalJS[string](t, ctx, `document.querySelector(`+jsString(by("spot-"+id))+`).dataset.name`)
		return fmt.Sprintf("Tout sur %s (%d)", name, n)
	}
	first := formValue(t, ctx, by("place-territory"))
	if got := mustText(t, ctx, by("place-all")); got != label(first) {
		t.Fatalf("on opening the button reads %q, want %q", got, label(first))
	}
	for _, c := range []struct{ how, id string }{{"tapped on the picture", "riverrun"}, {"chosen in the list", "stoney_sept"}} {
		if c.how == "tapped on the picture" {
			tapSpot(t, ctx, c.id)
		} else {
			fill(t, ctx, "#action "+by("place-territory"), c.id)
		}
		if got := formValue(t, ctx, by("place-territory")); got != c.id {
			t.Fatalf("%s %s: the place form chose %q", c.how, c.id, got)
		}
		if got := mustText(t, ctx, by("place-all")); got != label(c.id) {
			t.Errorf("%s %s: the button reads %q, want %q", c.how, c.id, got, label(c.id))
		}
	}
	was := unitsOn(t, api, "stoney_sept")
	evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(by("place-all"))+`).scrollIntoView({block: "center"}); return true; })()`)
	touchTap(t, ctx, by("place-all"))
	if got := unitsOn(t, api, "stoney_sept"); got != was+n {
		t.Errorf("after the button, Stoney Sept holds %d units, want %d + %d", got, was, n)
	}
	assertNoJSErrors(t, ctx)
}

// maneuverShown is what the maneuver form shows chosen: "from → to", by
// the options' text.
func maneuverShown(t *testing.T, ctx context.Context) string {
	t.Helper()
	return evalJS[string](t, ctx, `(() => { const f = document.querySelector("#action #maneuver");
		const o = n => { const s = f.querySelector("select[name=" + n + "]"); return s.selectedIndex < 0 ? "" : s.options[s.selectedIndex].text; };
		return o("from") + " → " + o("to"); })()`)
}

// Found by a French table on a 768×1024 tablet: the maneuver form showed
// "De – choisir –" beside a chosen "Vers". With no "from" proposed (every
// territory of Anna's with units borders Ben's), the "to" list offered
// every own territory and the first stood chosen: on opening the turn's
// maneuver, and again after the player put the "from" back to none. A
// target is now never shown without its from.
func TestManeuverShowsNoTargetWithoutItsFrom(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 768, 1024)
	touchEmulated(t, ctx)
	api := newPictureGame(t, srv.URL, pictureTurns["got"])
	st := apiGet(t, api)
	n := int(st["reinforcement"].(map[string]any)["to_place"].(float64))
	st = apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "place", "payload": map[string]any{"territory": "harrenhal", "units": n}})
	apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "end_attack", "payload": map[string]any{}})
	navigate(t, ctx, gamePage(api)+"?lang=fr")
	waitLoaded(t, ctx)
	none := "– choisir – → – choisir –"
	if got := maneuverShown(t, ctx); got != none {
		t.Errorf("on opening the maneuver shows %q, want %q", got, none)
	}
	tapSpot(t, ctx, "harrenhal")
	waitTrue(t, ctx, `document.querySelector("#action #maneuver select[name=to]").value === "riverrun"`)
	fill(t, ctx, "#action "+by("maneuver-from"), "")
	waitTrue(t, ctx, `!document.querySelector("#action #maneuver select[name=from]").hasAttribute("data-proposed") && document.querySelector("#action #maneuver select[name=from]").value === ""`)
	if got := maneuverShown(t, ctx); got != none {
		t.Errorf("after choosing no from in the list the maneuver shows %q, want %q", got, none)
	}
	assertNoJSErrors(t, ctx)
}

// Found by a French table on a 768×1024 tablet: "Commencer la partie" lay
// at y=1644, under the screen's edge, once the players were entered, and
// below the table's deal further still. It now stays at the screen's
// foot while the form is filled, and is the next tap.
func TestGoTStartGameInViewOnATablet(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 768, 1024)
	touchEmulated(t, ctx)
	navigate(t, ctx, srv.URL+"/games/new?edition=got&lang=fr")
	for i, name := range []string{"Anna", "Ben", "Carla"} {
		fill(t, ctx, by(fmt.Sprintf("player-%d", i+1)), name)
	}
	evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(by("deal-table"))+`).click(); return true; })()`)
	inView(t, ctx, "the players entered", by("create-game"))
	touchTap(t, ctx, by("create-game"))
	waitVisible(t, ctx, by("deal-entry"))
	evalJS[bool](t, ctx, `(() => { document.querySelectorAll("[data-testid=deal-entry] .deal-row").forEach((r, i) => r.querySelectorAll("input")[i % 3].checked = true); return true; })()`)
	inView(t, ctx, "the deal entered", by("create-game"))
	touchTap(t, ctx, by("create-game"))
	waitVisible(t, ctx, by("action"))
	assertNoJSErrors(t, ctx)
}
