package engine_test

import (
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// editionOf says which edition a file of the engine belongs to, by its
// name; "" is the core. The editions are moving into packages of their own
// (editions/<id>): while they still share this package, this is how we
// know each could move alone.
func editionOf(file string) string {
	for _, e := range []struct{ prefix, edition string }{
		{"got", "got"},
		{"halo", "halowars"},
		{"wh40k", "wh40k"},
	} {
		if strings.HasPrefix(file, e.prefix) {
			return e.edition
		}
	}
	return ""
}

// TestEditionsStandAlone fails when a non-test file of one edition uses a
// package-level identifier declared in another edition's files, or a core
// file uses one declared in an edition's: each edition may use only the
// core and itself, so that each can move into its own package without the
// others, and the core stays behind without them.
func TestEditionsStandAlone(t *testing.T) {
	for _, use := range crossEditionUses(t, ".") {
		t.Error(use)
	}
}

// crossEditionUses lists, for the non-test Go files in dir (one package
// importing only the standard library), every use of an identifier, method
// or field declared in an edition's file from another edition's or a core
// file. The package is type-checked,
// so a field or method is told apart from a core one of the same name.
func crossEditionUses(t *testing.T, dir string) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	stdlibFindable(t)
	conf := types.Config{Importer: importer.Default()}
	if _, err := conf.Check("engine", fset, files, info); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var out []string
	for id, obj := range info.Uses {
		if obj.Pkg() == nil || obj.Pkg().Path() != "engine" || !obj.Pos().IsValid() {
			continue
		}
		user := filepath.Base(fset.Position(id.Pos()).Filename)
		owner := editionOf(filepath.Base(fset.Position(obj.Pos()).Filename))
		ed := editionOf(user)
		if owner == "" || owner == ed || isLocal(obj) {
			continue
		}
		who := ed
		if who == "" {
			who = "core"
		}
		use := user + " (" + who + ") uses " + id.Name + " of " + owner
		if !seen[use] {
			seen[use] = true
			out = append(out, use)
		}
	}
	sort.Strings(out)
	return out
}

// isLocal says whether obj is declared inside a function (a local variable
// or parameter), which no other file can reach.
func isLocal(obj types.Object) bool {
	if v, ok := obj.(*types.Var); ok && !v.IsField() {
		return v.Parent() != v.Pkg().Scope()
	}
	return false
}

// TestEditionsStandAloneFindsUses makes sure the check sees a use across
// editions, and none within one.
func TestEditionsStandAloneFindsUses(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("package engine\n"+src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("halo.go", "func seats() int { return 1 }\ntype Side struct{ Bases int }\n")
	write("halo_more.go", "var a = seats()\n")
	write("wh40k.go", "var b = seats()\nfunc c(s Side, t Core) int { return s.Bases + t.Bases }\n")
	write("core.go", "var d = seats()\ntype Core struct{ Bases int }\n")
	got := crossEditionUses(t, dir)
	want := []string{"core.go (core) uses seats of halowars", "wh40k.go (wh40k) uses Bases of halowars", "wh40k.go (wh40k) uses Side of halowars", "wh40k.go (wh40k) uses seats of halowars"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("crossEditionUses = %q, want %q", got, want)
	}
}

// stdlibFindable lets the importer find the standard library when the
// test binary was built with -trimpath (as make test builds it): such a
// binary knows no GOROOT, and go/build's default has none to look in.
func stdlibFindable(t *testing.T) {
	t.Helper()
	if build.Default.GOROOT != "" {
		return
	}
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	build.Default.GOROOT = strings.TrimSpace(string(out))
}
