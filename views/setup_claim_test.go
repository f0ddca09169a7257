package views

import (
	"regexp"
	"strings"
	"testing"
)

// The claim bar carries its sentences for static/app.js in the reader's
// language ("Anna wählt" at a German table), each with the placeholder the
// script fills, and none left as a catalogue key.
func TestClaimBarSpeaksTheTablesLanguage(t *testing.T) {
	words := regexp.MustCompile(`data-([a-z-]+)="([^"]*)"`)
	got := map[string]map[string]string{}
	for _, lang := range []string{"de", "en"} {
		got[lang] = map[string]string{}
		for _, m := range words.FindAllStringSubmatch(goldenRender(t, ClaimBar(Ctx{Lang: lang})), -1) {
			got[lang][m[1]] = m[2]
		}
	}
	if de := strings.ReplaceAll(got["de"]["turn"], "{player}", "Anna"); de != "Anna wählt" {
		t.Errorf("German turn line: %q, want \"Anna wählt\"", de)
	}
	for key, want := range map[string]string{"turn": "{player}", "unclaimed": "{territories}", "more": "{territory}", "less": "{territory}", "take": "{territory}", "give-back": "{territory}", "done": "", "none": ""} {
		for _, lang := range []string{"de", "en"} {
			s := got[lang][key]
			if s == "" || strings.Contains(s, "claim.") || !strings.Contains(s, want) {
				t.Errorf("%s data-%s = %q: want a sentence with %q", lang, key, s, want)
			}
		}
		if got["de"][key] == got["en"][key] {
			t.Errorf("data-%s is the same in German and English: %q", key, got["de"][key])
		}
	}
}
