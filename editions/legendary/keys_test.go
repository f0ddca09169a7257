package legendary_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/editions/legendary"
	"herald/i18n"
)

// placeholderRe matches one {placeholder} of a sentence, or the argument
// of a plural choice {name:one|other}.
var placeholderRe = regexp.MustCompile(`\{([a-z_]+)[}:]`)

// TestRuleKeysInCatalogue is the i18n catalogue test (i18n/rules_test.go)
// for this package, which left the engine it scans: every refusal
// (engine.Broke) and history sentence (engine.NewLine) of the rules has a
// sentence in each language, whose placeholders are arguments the call
// passes.
func TestRuleKeysInCatalogue(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(node ast.Node) bool {
			call, ok := node.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || (sel.Sel.Name != "Broke" && sel.Sel.Name != "NewLine") {
				return true
			}
			key, ok := stringLit(call.Args[0])
			if !ok {
				t.Errorf("%s: %s with a key that is not a string literal", fset.Position(call.Pos()), sel.Sel.Name)
				return true
			}
			n++
			args := map[string]bool{}
			for i := 1; i < len(call.Args); i += 2 {
				if name, ok := stringLit(call.Args[i]); ok {
					args[name] = true
				}
			}
			checkKey(t, fset.Position(call.Pos()).String(), key, args)
			return true
		})
	}
	if n < 40 {
		t.Errorf("found only %d keys in the rules", n)
	}
}

// checkKey wants key's sentence in every language, naming only args.
func checkKey(t *testing.T, pos, key string, args map[string]bool) {
	t.Helper()
	if !i18n.Has(key) {
		t.Errorf("%s: %s missing from the catalogue", pos, key)
		return
	}
	for _, lang := range i18n.Languages {
		s := i18n.Raw(lang, key)
		if strings.TrimSpace(s) == "" {
			t.Errorf("%s: %s empty in %s", pos, key, lang)
		}
		for _, m := range placeholderRe.FindAllStringSubmatch(s, -1) {
			if !args[m[1]] {
				t.Errorf("%s: %s (%s): {%s} is not an argument of the call", pos, key, lang, m[1])
			}
		}
	}
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// TestWordsInBothLanguages repeats the i18n package's catalogue checks
// (catalogue_test.go, skulls_word_test.go) for the sentences this package
// adds, which that package's own tests cannot load: each in both
// languages, with the same placeholders, and "Schädel", never
// "Totenköpfe".
func TestWordsInBothLanguages(t *testing.T) {
	for _, k := range i18n.Keys() {
		de, en := i18n.Raw("de", k), i18n.Raw("en", k)
		if strings.TrimSpace(de) == "" || strings.TrimSpace(en) == "" {
			t.Errorf("%s: empty in a language", k)
		}
		if a, b := names(de), names(en); a != b {
			t.Errorf("%s: de uses %v, en uses %v", k, a, b)
		}
		if strings.Contains(strings.ToLower(de), "totenk") {
			t.Errorf("%s: %q", k, de)
		}
	}
	for _, k := range []string{"edition." + legendary.ID, "newlegendary.army_auto", "mission.table", "history.enter_skulls"} {
		if !i18n.Has(k) {
			t.Errorf("%s: the edition's words are not loaded", k)
		}
	}
}

// names are the placeholders of a sentence, sorted and joined.
func names(s string) string {
	set := map[string]bool{}
	for _, m := range placeholderRe.FindAllStringSubmatch(s, -1) {
		set[m[1]] = true
	}
	out := make([]string, 0, len(set))
	for n := range set {
		out = append(out, n)
	}
	slices.Sort(out)
	return strings.Join(out, ",")
}
