package handlers_test

// Handlers name no edition (issue 14: "Outside its own package, at most
// five non-test files name an edition"): what an edition adds to the
// turn's forms and the API is its views.ActionEdition, looked up by the
// game's edition id. This test parses every non-test file of handlers/
// and fails on an identifier or string literal naming an edition;
// comments may name them. The files still waiting for their move are
// listed in temporaryEditionFiles with the reason, and an entry that no
// longer names an edition fails too, so the list only shrinks.

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// temporaryEditionFiles name editions until their part moves out.
var temporaryEditionFiles = map[string]string{}

var (
	// editionIdent is an edition's name inside a Go identifier.
	editionIdent = regexp.MustCompile(`GoT|Halo|Legendary|WH40k|Warhammer|Westeros|Arcadia|Vigilus`)
	// editionWord is an edition's id or name as a word of a string.
	editionWord = regexp.MustCompile(`(?i)(^|[^a-z0-9])(got|halo|halowars|halo_wars|halo_legendary|legendary|warhammer|warhammer40k|wh40k|westeros|arcadia|vigilus)([^a-z0-9]|$)`)
)

func TestHandlersNameNoEdition(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		found := editionNames(t, f)
		reason, temporary := temporaryEditionFiles[f]
		switch {
		case len(found) > 0 && !temporary:
			t.Errorf("%s names an edition: %s (an edition's part belongs in its views.ActionEdition)", f, strings.Join(found, ", "))
		case len(found) == 0 && temporary:
			t.Errorf("%s names no edition any more: remove it from temporaryEditionFiles (%s)", f, reason)
		}
	}
	for f := range temporaryEditionFiles {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("temporaryEditionFiles lists %s, which is gone: remove the entry", f)
		}
	}
}

// editionNames lists the identifiers and string literals of file that
// name an edition, with their line.
func editionNames(t *testing.T, file string) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, 0) // comments dropped
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Ident:
			if editionIdent.MatchString(x.Name) {
				seen[x.Name] = true
			}
		case *ast.BasicLit:
			if x.Kind == token.STRING && editionWord.MatchString(x.Value) {
				seen[x.Value] = true
			}
		}
		return true
	})
	out := make([]string, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}
