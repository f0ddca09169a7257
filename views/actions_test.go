package views

import (
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"herald/engine"
)

// The edition actions read their forms strictly (checkFields), so every
// field a page's form for an action sends must be one the action reads:
// each <form> of the templates that posts to an edition's action kind is
// read here, its name= attributes collected (a name built as "prefix_" +
// a number counts as that prefix), and at least one edition with that
// action must accept them all.
func TestActionFormsSendOnlyFieldsTheActionReads(t *testing.T) {
	files, err := filepath.Glob("*.templ")
	if err != nil {
		t.Fatal(err)
	}
	// The editions' own templates, in their packages, call these as views.X.
	own, err := filepath.Glob("../editions/*/*.templ")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, own...)
	formRE := regexp.MustCompile(`(?s)<form [^>]*action=\{ templ\.SafeURL\((?:views\.)?GameURL\(g\.ID, "([a-z_-]+)"\)\) \}.*?</form>`)
	nameRE := regexp.MustCompile(`name=(?:"([a-z0-9_]+)"|\{ "([a-z0-9_]+)" \+)`)
	kinds := actionKinds()
	seen := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range formRE.FindAllStringSubmatch(string(src), -1) {
			kind, form := m[1], m[0]
			actions, ok := kinds[kind]
			if !ok {
				continue // a core action
			}
			seen++
			if calls := regexp.MustCompile(`@(?:views\.)?(\w+)\(`).FindAllStringSubmatch(form, -1); len(calls) > 0 {
				for _, c := range calls {
					if c[1] != "SeqField" && c[1] != "views.SeqField" {
						t.Errorf("%s: the %s form renders @%s, whose fields this test cannot see", f, kind, c[1])
					}
				}
			}
			fields := url.Values{"seq": {"1"}}
			for _, n := range nameRE.FindAllStringSubmatch(form, -1) {
				fields.Set(n[1]+n[2]+suffixIfPrefix(n[2]), "1")
			}
			if !anyAccepts(actions, fields) {
				t.Errorf("%s: the %s form sends %v, which no edition's %s action reads all of", f, kind, keys(fields), kind)
			}
		}
	}
	if seen < 8 {
		t.Errorf("found %d forms of edition actions in the templates, want at least 8: is the pattern still right?", seen)
	}
}

// suffixIfPrefix makes a name prefix ("hero_") a name it begins.
func suffixIfPrefix(prefix string) string {
	if prefix != "" {
		return "0"
	}
	return ""
}

func actionKinds() map[string][]TurnAction {
	out := map[string][]TurnAction{}
	for _, ed := range []string{"got", "halowars", "halo_legendary", "warhammer40k"} {
		for _, a := range ActionsOf(ed).Actions {
			out[a.Kind] = append(out[a.Kind], a)
		}
	}
	return out
}

func anyAccepts(actions []TurnAction, form url.Values) bool {
	for _, a := range actions {
		if checkFields(form, a.Fields) == nil {
			return true
		}
	}
	return false
}

func keys(v url.Values) string {
	var out []string
	for k := range v {
		out = append(out, k)
	}
	return strings.Join(out, " ")
}

func TestCheckFields(t *testing.T) {
	fields := []string{"territory", "hero_"}
	for form, ok := range map[string]bool{
		"seq=3&territory=x": true, "hero_0=a&hero_12=b": true, "": true,
		"territory=x&units=2": false, "hero=1": false,
	} {
		v, _ := url.ParseQuery(form)
		if err := checkFields(v, fields); (err == nil) != ok {
			t.Errorf("checkFields(%q) = %v, want ok %v", form, err, ok)
		}
	}
	v, _ := url.ParseQuery("b=1&a=1")
	if err, _ := checkFields(v, nil).(*engine.RuleError); err == nil || err.Key != "input.unknown_field" || err.Args["field"] != "a" {
		t.Errorf("the refusal names the first unknown field in order: %v", err)
	}
}

func TestGameOfThronesIsTheAPIsDefaultEdition(t *testing.T) {
	if got := DefaultAPIEdition(); got != "got" {
		t.Errorf("DefaultAPIEdition() = %q, want %q", got, "got")
	}
}

// checkFields refuses a form field the action does not read, as the
// handlers' one strict reader does: a field name
// ending in "_" in fields stands for every field it begins (hero_0,
// hero_1 ...). The refusal is engine's "input.unknown_field" sentence.
func checkFields(form url.Values, fields []string) error {
	names := make([]string, 0, len(form))
	for name := range form {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if name != "seq" && !FieldKnown(name, fields) {
			return &engine.RuleError{Key: "input.unknown_field", Args: map[string]any{"field": name}}
		}
	}
	return nil
}
