package engine_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// editionFiles are the files of the engine that hold an edition; every
// other non-test file is the core, which must name no edition.
var editionFiles = []string{"got.go"}

// editionIDs are the editions' ids, refused as string literals in the core.
var editionIDs = []string{"got", "halowars", "halo_legendary", "warhammer40k"}

// editionWords are refused inside identifiers of the core.
var editionWords = []string{"GoT", "Halo", "Legendary", "WH40k", "Warhammer", "Westeros", "Arcadia", "Vigilus"}

// TestCoreNamesNoEdition keeps the core edition-free: outside comments, no
// core file names an edition by id or in an identifier. An edition's rule
// belongs in its own file, reached through the Ruleset's hooks.
func TestCoreNamesNoEdition(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || slices.Contains(editionFiles, f) {
			continue
		}
		checked++
		for _, found := range editionNames(t, f) {
			t.Errorf("%s names an edition: %s", f, found)
		}
	}
	if checked == 0 {
		t.Fatal("no core file checked")
	}
}

// editionNames lists where a Go file names an edition outside comments:
// an id as a string literal, an edition word in an identifier. A RuleError
// argument key "got" (Broke(key, "got", n, "want", m)) is a key, not the
// edition, and is let through.
func editionNames(t *testing.T, path string) []string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, path, src, 0) // no comments
	if err != nil {
		t.Fatal(err)
	}
	argKeys := map[*ast.BasicLit]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			// Arguments after the message key come as key, value pairs.
			for i := 1; i < len(call.Args); i += 2 {
				if lit, ok := call.Args[i].(*ast.BasicLit); ok {
					argKeys[lit] = true
				}
			}
		}
		return true
	})
	var out []string
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			for _, w := range editionWords {
				if strings.Contains(n.Name, w) {
					out = append(out, fset.Position(n.Pos()).String()+" identifier "+n.Name)
				}
			}
		case *ast.BasicLit:
			if n.Kind != token.STRING {
				return true
			}
			v, err := strconv.Unquote(n.Value)
			if err == nil && slices.Contains(editionIDs, v) && !(v == "got" && argKeys[n]) {
				out = append(out, fset.Position(n.Pos()).String()+" id "+n.Value)
			}
		}
		return true
	})
	return out
}

// TestCoreCheckFindsEditions makes sure the check above would see an
// edition in the core: a file naming one is reported.
func TestCoreCheckFindsEditions(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.go")
	src := `package engine

// Comments may say GoT and "halowars".
var a = HaloWars
var b = "warhammer40k"
var c = Broke("setup.deal_count", "got", 1)
`
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got := editionNames(t, path)
	if len(got) != 2 || !strings.Contains(got[0], "HaloWars") || !strings.Contains(got[1], "warhammer40k") {
		t.Errorf("editionNames = %q, want HaloWars and \"warhammer40k\"", got)
	}
}
