package views

// The core of the pages names no edition (issue 14): the game and board
// pages ask the edition's Panels (panels.go) for its part, so a new screen
// or a new edition changes no core template. This test reads the core
// files of package views (every .go and .templ file but the editions' own)
// and fails on an edition's id or name, a check of which edition is played
// or a ruleset switch only one edition turns on. Comments may name them.

import (
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// editionFiles are the files that belong to one edition (or, pointcards.*
// and pointhand.go, the hero, base and point-card pieces several editions
// share) and
// move with it into its package, or that another part of the work owns.
var editionFiles = []string{
	"panels_*",                                                        // each edition's part of the game and board pages
	"got.*", "pointcards.*", "pointhand.go", "legendary.*", "wh40k.*", // the editions' own helpers and the shared point-card panels
	"boards_legendary.templ", // Halo Legendary's skull chart in the board editor
	"setup_*",                // each edition's part of the one set-up flow
	"actions_*",              // each edition's turn actions (actions_shared: hero, claim, transfer, point cards)
	"api_*",                  // each edition's API fields
	"boardfeatures_*",        // each edition's board features in the board editor
}

// editionCheck is what a core file must not say.
var editionCheck = regexp.MustCompile(strings.Join([]string{
	`\bis(Legendary|WH40k|GoT|HaloWars)\b`,
	`\b(geltCards|pointCards|hasObjectives|hasCampaigns)\b`,
	`\bengine\.(GoT|HaloWars|HaloLegendary|WH40k|Edition\w+|Legendary\w*|Halo\w*|WH40k\w*|Loot\w*)\b`,
	`Rules\.Edition\s*[!=]=`,
	`Rules\.(CountsCastles|CountsColonies|ThroneGelt|PointUnits|Objectives|EndGameCard|HeroReturnsAtTurnStart|BaseUnits|Draws)\b`,
	`"(got|halowars|halo_legendary|warhammer40k)"`,
}, "|"))

func isEditionFile(name string) bool {
	for _, pattern := range editionFiles {
		if ok, _ := filepath.Match(pattern, name); ok {
			return true
		}
	}
	return false
}

// codeLines is a file without its comments, line by line.
func codeLines(t *testing.T, name string, src []byte) []string {
	if strings.HasSuffix(name, ".templ") {
		var out []string
		for _, l := range strings.Split(string(src), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), "//") {
				l = ""
			}
			out = append(out, l)
		}
		return out
	}
	fs := token.NewFileSet()
	f := fs.AddFile(name, -1, len(src))
	var s scanner.Scanner
	s.Init(f, src, func(pos token.Position, msg string) { t.Errorf("%s: %s", pos, msg) }, scanner.ScanComments)
	code := []byte(string(src))
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.COMMENT {
			for k := f.Offset(pos); k < f.Offset(pos)+len(lit); k++ {
				if code[k] != '\n' {
					code[k] = ' '
				}
			}
		}
	}
	return strings.Split(string(code), "\n")
}

func TestCoreNamesNoEdition(t *testing.T) {
	files, err := filepath.Glob("*")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		core := (strings.HasSuffix(name, ".go") || strings.HasSuffix(name, ".templ")) &&
			!strings.HasSuffix(name, "_templ.go") && !strings.HasSuffix(name, "_test.go") && !isEditionFile(name)
		if !core {
			continue
		}
		checked++
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range codeLines(t, name, src) {
			if m := editionCheck.FindString(l); m != "" {
				t.Errorf("%s:%d: the core names an edition (%s); ask the edition's Panels instead", name, i+1, m)
			}
		}
	}
	if checked < 8 {
		t.Fatalf("only %d core files checked", checked)
	}
}

// TestCoreCheckCatches proves the check finds what it is for.
func TestCoreCheckCatches(t *testing.T) {
	for _, bad := range []string{`if isLegendary(st) {`, `st.Rules == engine.HaloWars`, `st.Rules.ThroneGelt`,
		`st.Rules.Edition == x`, `x := "warhammer40k"`, `engine.LootRerollOne`, `if geltCards(st) {`} {
		if !editionCheck.MatchString(bad) {
			t.Errorf("%q passes the core check", bad)
		}
	}
	for _, good := range []string{`PanelsOf(st).Claims`, `st.Rules.HandLimit`, `key + "@" + st.Rules.Edition`} {
		if editionCheck.MatchString(good) {
			t.Errorf("%q fails the core check", good)
		}
	}
	if !isEditionFile("panels_got.templ") || isEditionFile("game.templ") {
		t.Error("edition files told wrong")
	}
}
