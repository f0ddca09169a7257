package all_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	_ "herald/editions/all"
	"herald/i18n"
)

// TestEveryEditionSentenceInFrench: every key an edition registers with
// i18n.Add (read from the editions' sources, so a new edition or a new
// sentence is covered without listing it here) has a French sentence
// from that edition's *_fr.go files (issue 31: every edition's
// sentences, buttons, history lines and refusals in French).
func TestEveryEditionSentenceInFrench(t *testing.T) {
	dirs, err := filepath.Glob("../*")
	if err != nil {
		t.Fatal(err)
	}
	keys := 0
	for _, dir := range dirs {
		for _, k := range addedKeys(t, dir) {
			keys++
			if i18n.Raw("fr", k) == "" {
				t.Errorf("%s: %s has no French sentence", dir, k)
			}
		}
	}
	t.Logf("%d edition keys, each with its French", keys)
	// 651 keys when French came; a parser that found none would pass
	// vacuously.
	if keys < 600 {
		t.Errorf("found only %d edition keys in i18n.Add calls", keys)
	}
}

// addedKeys lists the string keys of the map literals passed to i18n.Add
// in the package in dir, directly or through a package-level variable.
func addedKeys(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var parsed []*ast.File
	vars := map[string]ast.Expr{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || strings.HasSuffix(f, "_templ.go") || strings.HasSuffix(f, "_fr.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, file)
		for _, d := range file.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				for _, spec := range g.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, name := range vs.Names {
						if i < len(vs.Values) {
							vars[name.Name] = vs.Values[i]
						}
					}
				}
			}
		}
	}
	var out []string
	for _, file := range parsed {
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || !isI18nAdd(call) {
				return true
			}
			for _, arg := range call.Args {
				if id, ok := arg.(*ast.Ident); ok && vars[id.Name] != nil {
					arg = vars[id.Name]
				}
				out = append(out, literalKeys(arg)...)
			}
			return false
		})
	}
	return out
}

// isI18nAdd reports whether call is i18n.Add(…).
func isI18nAdd(call *ast.CallExpr) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Add" {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "i18n"
}

// literalKeys lists the outermost string keys of the map literals in e.
func literalKeys(e ast.Expr) []string {
	var out []string
	ast.Inspect(e, func(m ast.Node) bool {
		kv, ok := m.(*ast.KeyValueExpr)
		if !ok {
			return true
		}
		if lit, ok := kv.Key.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if k, err := strconv.Unquote(lit.Value); err == nil {
				out = append(out, k)
			}
		}
		return false
	})
	return out
}
