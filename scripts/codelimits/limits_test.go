package codelimits

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	// gocyclo is the well-kept standard measure of cyclomatic complexity for
	// Go (the one golangci-lint and Go Report Card use); we call it as a
	// library so the figure is the one everybody else reports.
	"github.com/fzipp/gocyclo"
)

// The limits of issue 14: a function longer or more branched than this no
// longer reads in one sitting; a handler should only bind, call and render.
const (
	maxLines        = 100
	maxComplexity   = 30
	maxHandlerLines = 60
	// minCatalogueShare is how much of a catalogue must be composite
	// literals (its data), so that logic cannot hide behind the exception.
	minCatalogueShare = 0.8
)

// catalogues are functions that are long because they hold data, not logic.
// A key is the package folder and gocyclo's name for the function; "i18n.init"
// stands for every init in package i18n, each checked on its own.
var catalogues = map[string]string{
	"i18n.init":                 "translation tables: one map literal of keys and sentences per file",
	"editions/wh40k.init":       "translation tables: one map literal of keys and sentences per file",
	"editions/wh40k.whMissions": "Warhammer's 36 secret missions: one slice literal of texts and their checks",
	"editions/halowars.init":    "Halo Wars' translation table: one map literal of keys and sentences",
}

// temporary lists today's offenders that other work in issue 14 is
// splitting right now, with who owns them. The test fails once an entry is
// within the limits, so the list only shrinks: delete the line then.
var temporary = map[string]string{}

// fn is one measured function.
type fn struct {
	key        string // package folder + "." + gocyclo's name, e.g. "engine.(*State).attack"
	pos        string // file:line
	lines      int
	complexity int
	handler    bool    // takes an echo.Context (in handlers/)
	literals   float64 // share of its lines inside composite literals
}

func (f fn) String() string {
	kind := "func"
	if f.handler {
		kind = "handler"
	}
	return fmt.Sprintf("%s %s (%s): %d lines, complexity %d, %.0f%% literals",
		kind, f.key, f.pos, f.lines, f.complexity, 100*f.literals)
}

// over says whether f breaks a limit.
func (f fn) over() bool {
	limit := maxLines
	if f.handler {
		limit = maxHandlerLines
	}
	return f.lines > limit || f.complexity > maxComplexity
}

// TestFunctionLimits measures every function of the repository and fails
// on each one over the limits that is neither a catalogue nor a listed
// temporary offender, and on each listed entry that no longer needs to be.
func TestFunctionLimits(t *testing.T) {
	fns := measure(t, repoRoot(t))
	seen := map[string]bool{}
	for _, f := range fns {
		if !f.over() {
			continue
		}
		switch {
		case catalogues[f.key] != "":
			seen[f.key] = true
			if f.literals < minCatalogueShare {
				t.Errorf("%v: a catalogue must be at least %.0f%% composite literals", f, 100*minCatalogueShare)
			}
		case temporary[f.key] != "":
			seen[f.key] = true
			t.Logf("temporary (%s): %v", temporary[f.key], f)
		default:
			t.Errorf("%v: over the limits (%d lines, %d for handlers, complexity %d): split it into named steps",
				f, maxLines, maxHandlerLines, maxComplexity)
		}
	}
	for _, list := range []map[string]string{catalogues, temporary} {
		for key := range list {
			if !seen[key] {
				t.Errorf("%s is listed as an exception but is within the limits (or gone): remove it from the list", key)
			}
		}
	}
}

// TestMeasureFindsKnownFunctions guards the walk itself: a wrong root or a
// skipped folder would otherwise let every limit pass.
func TestMeasureFindsKnownFunctions(t *testing.T) {
	found := map[string]fn{}
	for _, f := range measure(t, repoRoot(t)) {
		found[f.key] = f
	}
	for _, key := range []string{"maps.Check", "engine.Replay", "handlers.(*App).attack"} {
		if _, ok := found[key]; !ok {
			t.Errorf("%s not measured (%d functions found)", key, len(found))
		}
	}
	if f := found["handlers.(*App).attack"]; !f.handler {
		t.Errorf("handlers.(*App).attack not recognised as a handler: %v", f)
	}
}

// repoRoot is the folder holding go.mod, found upwards from the test's own.
func repoRoot(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = parent
	}
}

// skipDirs are folders without Herald's own hand-written Go code.
var skipDirs = map[string]bool{"testdata": true, "vendor": true, "static": true, "node_modules": true}

// measure parses every hand-written, non-test Go file below root and
// measures its functions, sorted by key and place.
func measure(t *testing.T, root string) []fn {
	var fns []fn
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (skipDirs[name] || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") || strings.HasSuffix(name, "_templ.go") {
			return nil
		}
		rel, err := filepath.Rel(root, filepath.Dir(path))
		if err != nil {
			return err
		}
		got, err := measureFile(path, filepath.ToSlash(rel))
		fns = append(fns, got...)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].key+fns[i].pos < fns[j].key+fns[j].pos })
	return fns
}

// measureFile measures the functions of one file of package folder pkg:
// declared functions and methods, functions assigned to package variables,
// and (in handlers/) function literals that are echo handlers themselves.
func measureFile(path, pkg string) ([]fn, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	m := measurer{fset: fset, pkg: pkg, handlers: pkg == "handlers"}
	for _, decl := range file.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			m.add(d, funcName(d), d.Type)
		case *ast.GenDecl:
			m.addVarFuncs(d)
		}
	}
	return m.fns, nil
}

// measurer collects the functions of one file.
type measurer struct {
	fset     *token.FileSet
	pkg      string
	handlers bool
	fns      []fn
}

// add measures node, a function named name of type typ, and the handler
// literals inside it.
func (m *measurer) add(node ast.Node, name string, typ *ast.FuncType) {
	m.fns = append(m.fns, m.measure(node, name, typ))
	if !m.handlers {
		return
	}
	ast.Inspect(node, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && n != node && takesContext(lit.Type) {
			m.fns = append(m.fns, m.measure(lit, name+".func", lit.Type))
		}
		return true
	})
}

// addVarFuncs measures functions assigned to package-level variables.
func (m *measurer) addVarFuncs(d *ast.GenDecl) {
	for _, spec := range d.Specs {
		vs, ok := spec.(*ast.ValueSpec)
		if !ok {
			continue
		}
		for i, v := range vs.Values {
			if lit, ok := v.(*ast.FuncLit); ok && i < len(vs.Names) {
				m.add(lit, vs.Names[i].Name, lit.Type)
			}
		}
	}
}

// measure takes the figures of one function.
func (m *measurer) measure(node ast.Node, name string, typ *ast.FuncType) fn {
	start, end := m.fset.Position(node.Pos()), m.fset.Position(node.End())
	lines := end.Line - start.Line + 1
	return fn{
		key:        m.pkg + "." + name,
		pos:        fmt.Sprintf("%s:%d", filepath.Join(m.pkg, filepath.Base(start.Filename)), start.Line),
		lines:      lines,
		complexity: gocyclo.Complexity(node),
		handler:    m.handlers && takesContext(typ),
		literals:   float64(m.literalLines(node)) / float64(lines),
	}
}

// literalLines counts the lines of node that lie inside composite literals.
func (m *measurer) literalLines(node ast.Node) int {
	covered := map[int]bool{}
	ast.Inspect(node, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		for l := m.fset.Position(lit.Pos()).Line; l <= m.fset.Position(lit.End()).Line; l++ {
			covered[l] = true
		}
		return false
	})
	return len(covered)
}

// takesContext says whether a function takes an echo.Context: an echo handler.
func takesContext(typ *ast.FuncType) bool {
	for _, p := range typ.Params.List {
		if sel, ok := p.Type.(*ast.SelectorExpr); ok && sel.Sel.Name == "Context" {
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "echo" {
				return true
			}
		}
	}
	return false
}

// funcName is gocyclo's name for a function: "f", "(T).m" or "(*T).m".
func funcName(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return d.Name.Name
	}
	return "(" + recvString(d.Recv.List[0].Type) + ")." + d.Name.Name
}

// recvString names a receiver type without its type parameters.
func recvString(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.StarExpr:
		return "*" + recvString(t.X)
	case *ast.IndexExpr:
		return recvString(t.X)
	case *ast.IndexListExpr:
		return recvString(t.X)
	}
	return "?"
}

// TestLiteralShare checks the catalogue measure on a table and on logic.
func TestLiteralShare(t *testing.T) {
	src := `package p

func table() map[string]int {
	return map[string]int{
		"a": 1,
		"b": 2,
	}
}

func logic(x int) int {
	if x > 1 && x < 9 {
		x++
	}
	return x
}
`
	path := filepath.Join(t.TempDir(), "p.go")
	if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	fns, err := measureFile(path, "p")
	if err != nil || len(fns) != 2 {
		t.Fatalf("measureFile: %v, %v", fns, err)
	}
	if table := fns[0]; table.literals != 4.0/6 || table.lines != 6 || table.complexity != 1 {
		t.Errorf("table: %v", table)
	}
	if logic := fns[1]; logic.literals != 0 || logic.complexity != 3 {
		t.Errorf("logic: %v", logic)
	}
}
