package halowars_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"herald/editions/halowars"
	"herald/i18n"
)

// keyRe finds the literal keys of the package's sources: refusals
// (Broke), lines of history (NewLine) and the page's words (c.T).
var keyRe = regexp.MustCompile(`\b(?:Broke|NewLine|c\.T)\("([a-z0-9_.@]+)"`)

// Every key the edition's rules and pages name has a sentence in both
// languages: package i18n's catalogue test reads only the engine's
// sources, which no longer hold these rules.
func TestKeysInBothLanguages(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	templs, _ := filepath.Glob("*.templ")
	n := 0
	for _, f := range append(files, templs...) {
		if strings.HasSuffix(f, "_test.go") || strings.HasSuffix(f, "_templ.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range keyRe.FindAllStringSubmatch(string(src), -1) {
			if strings.HasSuffix(m[1], ".") || strings.HasSuffix(m[1], "_") {
				continue // a key built from a prefix
			}
			n++
			for _, lang := range i18n.Languages {
				if strings.TrimSpace(i18n.Raw(lang, m[1])) == "" {
					t.Errorf("%s: %s has no %s sentence", f, m[1], lang)
				}
			}
		}
	}
	if n < 60 {
		t.Fatalf("found only %d keys: is the pattern still right?", n)
	}
}

// The names the pages build from ids (armies, achievements and their
// texts, the edition's own rewards, modes) have both languages.
func TestNamesInBothLanguages(t *testing.T) {
	keys := []string{"edition." + halowars.ID, "boards.edition." + halowars.ID, "attack.not_adjacent@" + halowars.ID, "mode." + halowars.ModeBasic, "mode." + halowars.ModeCommand}
	for _, h := range halowars.Rules.Houses(5) {
		keys = append(keys, "house."+h)
	}
	for _, a := range halowars.AchievementOrder {
		keys = append(keys, "achievement."+a, "achievement_text."+a)
	}
	for _, tier := range []string{halowars.Heroic, halowars.Legendary} {
		keys = append(keys, "tier."+tier+"@halowars")
		for _, r := range halowars.Rewards[tier] {
			keys = append(keys, "reward."+r, "reward_text."+r)
		}
	}
	for _, k := range keys {
		for _, lang := range i18n.Languages {
			if strings.TrimSpace(i18n.Raw(lang, k)) == "" {
				t.Errorf("%s has no %s sentence", k, lang)
			}
		}
	}
}
