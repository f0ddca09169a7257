package handlers

import (
	"encoding/json"
	"testing"
	"time"

	"herald/engine/enginetest"
)

// A game file's name (gameFileSHA) never changes with the code that
// writes it: a game exported and imported by an earlier Herald is
// recognised as already here by the hash it was stored under. The hashes
// below were computed by the Herald of 29 Nov 2026 (main at 2013042,
// before the canonical JSON moved to store.CanonicalJSON), on payloads
// written every way JSON allows: keys out of order, spaces, numbers as
// written (1.0, 1e3, a 20-digit id), escapes and characters JSON may
// or may not escape, and times in another zone.
func TestGameFileSHAIsStable(t *testing.T) {
	g := enginetest.Load(t, "../editions/classic/testdata/games/two_players_trades_escalate.json")
	start := time.Date(2026, 11, 28, 19, 30, 0, 123456789, time.UTC)
	recorded := gameFile{Edition: g.Edition, CreatedAt: fileTime(start)}
	for i, e := range g.Events {
		recorded.Events = append(recorded.Events, fileEvent{Type: e.Type, Payload: e.Payload, At: fileTime(start.Add(time.Duration(i) * time.Minute))})
	}
	odd := gameFile{Edition: "classic", CreatedAt: "2026-11-28T20:30:00.5+01:00", Events: []fileEvent{
		{Type: "setup", Payload: json.RawMessage(` { "z" : [1, 1.0, 1e3, -0, 12345678901234567890],
			"a": {"y": null, "x": true, "w": false}, "s": "<b>&amp;</b> \u00e9t\u00e9 \u2028 é \"q\" \\ /" } `),
			At: "2026-11-28T19:30:00.5Z"},
		{Type: "place", Payload: json.RawMessage(`{"units":3,"territory":"iceland"}`), At: "2026-11-28T21:00:00+01:00"},
		{Type: "end_turn", Payload: json.RawMessage(`{}`), At: "2026-11-28T20:00:01.000Z"},
	}}
	untimed := gameFile{Edition: "classic", Events: []fileEvent{
		{Type: "setup", Payload: odd.Events[0].Payload},
		{Type: "place", Payload: odd.Events[1].Payload},
	}}
	wasSHA(t, "a recorded game", recorded, "c09e5f35c1b2ce942806fc6b4e8feef3161c558bdda304f8fa34749c4701e9c6")
	wasSHA(t, "payloads written oddly", odd, "3528d7ed44adc2417ad0a76a762df7945672ff5d13fb9e8cb22e13b814ceffeb")
	wasSHA(t, "a file without times", untimed, "688145def0cafb49b67db481b2592ce98032af9dee4362709b64e2cc4e754ee5")
}

// wasSHA checks that file f (named name) still hashes to was.
func wasSHA(t *testing.T, name string, f gameFile, was string) {
	t.Helper()
	if got, err := gameFileSHA(f); err != nil || got != was {
		t.Errorf("%s: %q, %v; was %q", name, got, err, was)
	}
}
