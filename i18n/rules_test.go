package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// engineDir is where the rules live, relative to this package.
const engineDir = "../engine"

// engineKeyRe finds every key the engine uses: Broke("key", ...) for a
// refusal, NewLine("key", ...) for a sentence of the history.
var engineKeyRe = regexp.MustCompile(`\b(?:Broke|NewLine)\("([a-z_.]+)"`)

// placeholderRe matches one {placeholder} of a sentence.
var placeholderRe = regexp.MustCompile(`\{([a-z_]+)\}`)

// webKeys are the keys of rules.go the web layer uses, with the argument
// names it passes.
var webKeys = map[string][]string{
	"game.stale":             nil,
	"game.meanwhile":         {"events"},
	"game.meanwhile_more":    {"count"},
	"game.meanwhile_correct": {"count"},
	"game.not_found":         nil,
	"game.bad_input":         {"detail"},
	"undo.nothing":           nil,
	"redo.nothing":           nil,
	"symbol.knight":          nil,
	"symbol.siege_engine":    nil,
	"symbol.fortification":   nil,
	"card.end_game":          nil,
	"phase.reinforce":        nil,
	"phase.attack":           nil,
	"phase.maneuver":         nil,
	"phase.over":             nil,
	"end.end_card":           nil,
	"end.all_territories":    nil,
	"end.last_standing":      nil,
}

// dynamicArgs lists engine keys whose argument names cannot be read from
// the source (a name that is not a string literal), each with the reason.
// Their placeholders are not checked. Keep it empty where possible.
var dynamicArgs = map[string]string{}

// callSite is one Broke/NewLine call in the engine.
type callSite struct {
	pos  string
	args []string // argument names, in order
	// static is false when some argument name is not a string literal.
	static bool
}

// engineFiles lists the engine's non-test Go sources.
func engineFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(engineDir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no Go sources in %s", engineDir)
	}
	return out
}

// engineKeys scans the engine's sources with engineKeyRe.
func engineKeys(t *testing.T) map[string]bool {
	t.Helper()
	keys := map[string]bool{}
	for _, f := range engineFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range engineKeyRe.FindAllStringSubmatch(string(src), -1) {
			keys[m[1]] = true
		}
	}
	if len(keys) == 0 {
		t.Fatal("found no Broke/NewLine keys in the engine")
	}
	return keys
}

// engineCalls parses the engine's sources and returns every Broke/NewLine
// call with a literal key, by key. Argument names are the string literals
// at odd positions after the key.
func engineCalls(t *testing.T) map[string][]callSite {
	t.Helper()
	fset := token.NewFileSet()
	calls := map[string][]callSite{}
	for _, f := range engineFiles(t) {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			fn, ok := call.Fun.(*ast.Ident)
			if !ok || (fn.Name != "Broke" && fn.Name != "NewLine") {
				return true
			}
			key, ok := stringLit(call.Args[0])
			if !ok && call.Ellipsis.IsValid() {
				return true // a wrapper forwarding its own key and kv..., like line
			}
			if !ok {
				t.Errorf("%s: %s called with a key that is not a string literal", fset.Position(call.Pos()), fn.Name)
				return true
			}
			site := callSite{pos: fset.Position(call.Pos()).String(), static: true}
			if call.Ellipsis.IsValid() {
				site.static = false
			}
			if len(call.Args)%2 != 1 {
				t.Errorf("%s: %s(%q) has an argument name without a value", site.pos, fn.Name, key)
			}
			for i := 1; i < len(call.Args); i += 2 {
				name, ok := stringLit(call.Args[i])
				if !ok {
					site.static = false
					continue
				}
				site.args = append(site.args, name)
			}
			calls[key] = append(calls[key], site)
			return true
		})
	}
	return calls
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// placeholders returns the set of {placeholder} names in s.
func placeholders(s string) map[string]bool {
	out := map[string]bool{}
	for _, m := range placeholderRe.FindAllStringSubmatch(s, -1) {
		out[m[1]] = true
	}
	return out
}

func sortedSet(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// engineArgs is, per engine key, the argument names every call site
// passes (the intersection over sites), or ok=false when some site's
// names cannot be read statically.
func engineArgs(t *testing.T) (args map[string]map[string]bool, static map[string]bool) {
	t.Helper()
	args = map[string]map[string]bool{}
	static = map[string]bool{}
	for key, sites := range engineCalls(t) {
		static[key] = true
		var common map[string]bool
		for _, s := range sites {
			if !s.static {
				static[key] = false
			}
			names := map[string]bool{}
			for _, a := range s.args {
				names[a] = true
			}
			if common == nil {
				common = names
				continue
			}
			for a := range common {
				if !names[a] {
					delete(common, a)
				}
			}
		}
		args[key] = common
	}
	return args, static
}

func TestEngineKeysParsed(t *testing.T) {
	scanned := engineKeys(t)
	calls := engineCalls(t)
	for k := range scanned {
		if _, ok := calls[k]; !ok {
			t.Errorf("%s: found by the scan but no Broke/NewLine call parsed", k)
		}
	}
	for k := range calls {
		if !scanned[k] {
			t.Errorf("%s: parsed as a Broke/NewLine call but missed by the scan", k)
		}
	}
}

func TestEngineKeysInCatalogue(t *testing.T) {
	keys := engineKeys(t)
	for _, k := range sortedSet(keys) {
		if !Has(k) {
			t.Errorf("%s: used by the engine, missing from the catalogue", k)
			continue
		}
		for _, lang := range Languages {
			if strings.TrimSpace(Raw(lang, k)) == "" {
				t.Errorf("%s: empty in %s", k, lang)
			}
		}
	}
	t.Logf("%d engine keys", len(keys))
}

func TestWebKeysInCatalogue(t *testing.T) {
	for k := range webKeys {
		if !Has(k) {
			t.Errorf("%s: missing from the catalogue", k)
			continue
		}
		for _, lang := range Languages {
			if strings.TrimSpace(Raw(lang, k)) == "" {
				t.Errorf("%s: empty in %s", k, lang)
			}
		}
	}
}

func TestPlaceholdersAreArguments(t *testing.T) {
	args, static := engineArgs(t)
	for k := range dynamicArgs {
		if _, ok := args[k]; !ok {
			t.Errorf("dynamicArgs lists %s, which the engine no longer uses", k)
		}
	}
	check := func(k string, allowed map[string]bool) {
		var sets []map[string]bool
		for _, lang := range Languages {
			s := Raw(lang, k)
			used := placeholders(s)
			for p := range used {
				if !allowed[p] {
					t.Errorf("%s (%s): {%s} is not an argument passed for this key (passed: %v)", k, lang, p, sortedSet(allowed))
				}
			}
			// A plural choice {name:one|other} follows an argument.
			for _, m := range pluralRe.FindAllStringSubmatch(s, -1) {
				if !allowed[m[1]] {
					t.Errorf("%s (%s): plural of {%s}, which is not an argument passed for this key", k, lang, m[1])
				}
			}
			// Anything brace-like left over is a typo such as {Player}.
			if rest := placeholderRe.ReplaceAllString(pluralRe.ReplaceAllString(s, ""), ""); strings.ContainsAny(rest, "{}") {
				t.Errorf("%s (%s): malformed placeholder in %q", k, lang, s)
			}
			sets = append(sets, used)
		}
		for i := 1; i < len(sets); i++ {
			if !slices.Equal(sortedSet(sets[0]), sortedSet(sets[i])) {
				t.Errorf("%s: %s uses %v, %s uses %v", k, Languages[0], sortedSet(sets[0]), Languages[i], sortedSet(sets[i]))
			}
		}
	}
	for _, k := range sortedSet(static) {
		if !Has(k) {
			continue // reported by TestEngineKeysInCatalogue
		}
		if !static[k] {
			if _, ok := dynamicArgs[k]; !ok {
				t.Errorf("%s: argument names cannot be read from the engine source; list it in dynamicArgs with a reason", k)
			}
			continue
		}
		check(k, args[k])
	}
	for k, names := range webKeys {
		if !Has(k) {
			continue
		}
		allowed := map[string]bool{}
		for _, n := range names {
			allowed[n] = true
		}
		check(k, allowed)
	}
}

// properNameRe is one capitalised word: a name, the same in every language.
var properNameRe = regexp.MustCompile(`^\p{Lu}[\p{L}'-]*$`)

func TestTranslated(t *testing.T) {
	keys := engineKeys(t)
	for k := range webKeys {
		keys[k] = true
	}
	for _, k := range sortedSet(keys) {
		de, en := Raw("de", k), Raw("en", k)
		if de == "" || de != en {
			continue
		}
		if properNameRe.MatchString(de) {
			continue
		}
		noLetters := !strings.ContainsFunc(placeholderRe.ReplaceAllString(de, ""), unicode.IsLetter)
		if noLetters {
			continue
		}
		t.Errorf("%s: same text in de and en, not translated: %q", k, de)
	}
}

// TestRulesFileHasNoStaleKeys makes sure every key rules.go defines is
// still used by the engine or the web layer.
func TestRulesFileHasNoStaleKeys(t *testing.T) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "rules.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	used := engineKeys(t)
	n := 0
	ast.Inspect(file, func(node ast.Node) bool {
		lit, ok := node.(*ast.CompositeLit)
		if !ok {
			return true
		}
		if _, ok := lit.Type.(*ast.MapType); !ok {
			return true
		}
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			k, ok := stringLit(kv.Key)
			if !ok {
				continue
			}
			n++
			if _, web := webKeys[k]; !used[k] && !web {
				t.Errorf("rules.go defines %s, which neither the engine nor the web layer uses", k)
			}
		}
		return true
	})
	if n == 0 {
		t.Fatal("found no keys in rules.go")
	}
	t.Logf("%d keys in rules.go", n)
}
