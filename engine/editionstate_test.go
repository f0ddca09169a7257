package engine_test

import (
	"encoding/json"
	"strings"
	"testing"

	"herald/engine"
)

// An edition's set-up fields are stored flat beside the core's, as they
// were before options had a type: a stored set-up reads back the same and
// writes the same bytes.
func TestSetupOptionsStayFlat(t *testing.T) {
	stored := `{"edition":"halo_legendary","board":"hammer@1","players":[{"name":"Anna","house":"unsc_1","ability":"x"}],"owners":null,"deck_mode":"table","mode":"slayer","teams":true,"teleporter_option":"each","teleporters":[["h01","h30"]]}`
	var e engine.Setup
	if err := json.Unmarshal([]byte(stored), &e); err != nil {
		t.Fatal(err)
	}
	if e.Mode != "slayer" || string(e.Options["teleporter_option"]) != `"each"` || string(e.Players[0].Options["ability"]) != `"x"` {
		t.Fatalf("read %+v", e)
	}
	if _, ok := e.Options["mode"]; ok {
		t.Error("a core field read as an option")
	}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != stored {
		t.Errorf("written as\n%s\nwant\n%s", b, stored)
	}
}

// A core field keeps its strict reading: a wrong type is refused, not
// taken as an option.
func TestSetupCoreFieldsStayStrict(t *testing.T) {
	var e engine.Setup
	if err := json.Unmarshal([]byte(`{"edition":"got","mode":3}`), &e); err == nil {
		t.Fatal("mode 3 accepted")
	}
}

// An option belongs to the edition that declares it: Halo Wars' World
// Conquest in a Game of Thrones game is refused naming it, and so is a
// Warhammer leader's ability on a Game of Thrones seat.
func TestOptionsOfAnotherEditionRefused(t *testing.T) {
	b := westeros(t)
	e := setup(b, 3, nil)
	e.Options = engine.Options{"world_conquest": json.RawMessage(`true`)}
	if _, err := engine.NewGame(b, e); ruleKey(err) != "input.not_this_edition" || !strings.Contains(err.Error(), "world_conquest") {
		t.Errorf("world_conquest in Game of Thrones: %v", err)
	}
	e = setup(b, 3, nil)
	e.Players[1].Options = engine.Options{"ability": json.RawMessage(`"x"`)}
	if _, err := engine.NewGame(b, e); ruleKey(err) != "input.not_this_edition" || !strings.Contains(err.Error(), "ability") {
		t.Errorf("ability on a Game of Thrones seat: %v", err)
	}
	// Decoding a stored set-up refuses it as an unknown field of the event.
	raw, _ := json.Marshal(e)
	if _, err := engine.Decode("setup", raw); ruleKey(err) != "event.unknown_field" {
		t.Errorf("decoded: %v", err)
	}
}

// The edition's state is cloned with the state: Apply works on a copy, so
// an event refused halfway never leaves the edition's part changed.
func TestEditionStateClonedWithTheState(t *testing.T) {
	b := vigilusOurs(t, nil)
	s, err := engine.NewGame(b, whSetup(b, 3))
	if err != nil {
		t.Fatal(err)
	}
	if s.Ext == nil {
		t.Fatal("Warhammer's set-up keeps no state of its own")
	}
	n := s.Clone()
	if n.Ext == s.Ext {
		t.Fatal("the clone shares the edition's state")
	}
	a, _ := json.Marshal(s.Ext)
	c, _ := json.Marshal(n.Ext)
	if string(a) != string(c) {
		t.Errorf("clone %s, original %s", c, a)
	}
}
