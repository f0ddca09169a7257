package i18n

import (
	"regexp"
	"strings"
	"testing"
)

// pluralRe matches a plural choice {name:one|other}, as the catalogue's
// tests read them (and as T did before fill).
var pluralRe = regexp.MustCompile(`\{([a-z_]+):([^{}|]*)\|([^{}]*)\}`)

// referenceFill is how T filled a template before fill: a regexp for the
// plural choices, then a strings.Replacer for the names.
func referenceFill(s string, args map[string]string) string {
	re := pluralRe
	s = re.ReplaceAllStringFunc(s, func(m string) string {
		p := re.FindStringSubmatch(m)
		v, ok := args[p[1]]
		if !ok {
			return m
		}
		// English's "one" is CLDR's "i = 1 and v = 0": the number 1, as
		// written with a sign or leading zeros too ("01", FuzzFill found).
		if englishOne.MatchString(v) {
			return p[2]
		}
		return p[3]
	})
	pairs := make([]string, 0, 2*len(args))
	for k, v := range args {
		pairs = append(pairs, "{"+k+"}", v)
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

var englishOne = regexp.MustCompile(`^[-−]?0*1$`)

var argNameRe = regexp.MustCompile(`\{([a-z_]+)[}:]`)

// Every sentence of the catalogue, in both languages, with its arguments
// as 0, 1, 2, -1 and a value holding braces, fills as before.
func TestFillAsBefore(t *testing.T) {
	n := 0
	for _, key := range Keys() {
		for _, lang := range Languages {
			s := Raw(lang, key)
			names := map[string]bool{}
			for _, m := range argNameRe.FindAllStringSubmatch(s, -1) {
				names[m[1]] = true
			}
			for _, v := range []string{"0", "1", "2", "-1", "{x} {n:a|b}"} {
				args := map[string]string{"unused": "u"}
				for k := range names {
					args[k] = v
				}
				if got, want := fill("en", s, args), referenceFill(s, args); got != want {
					t.Errorf("%s (%s) with %q: %q, want %q", key, lang, v, got, want)
				}
				n++
			}
		}
	}
	if n < 1000 {
		t.Fatalf("only %d sentences checked", n)
	}
}

func FuzzFill(f *testing.F) {
	for _, s := range []string{"{n} {n:card|cards}", "{{a}", "{x:{y:a|b}", "{m:a|b}", "{a}}{", "{n:|}", "{N:a|b}", "{n:a|b|c}"} {
		f.Add(s, "n", "1")
	}
	for _, v := range []string{"01", "-001", "−1", "10000000001", "1.0", "1,", "-−1"} {
		f.Add("{n:|0}", "n", v)
	}
	f.Fuzz(func(t *testing.T, s, k, v string) {
		if strings.ContainsAny(k, "{}") {
			return // an argument's name is a word of the code, never a brace
		}
		args := map[string]string{k: v, "a": "A{n}", "n": "2"}
		if got, want := fill("en", s, args), referenceFill(s, args); got != want {
			t.Errorf("fill(%q, %v) = %q, want %q", s, args, got, want)
		}
	})
}

// BenchmarkT is one sentence with a plural choice and two names, as the
// history and the action panel render hundreds per answer.
func BenchmarkT(b *testing.B) {
	add(map[string]entry{"bench.t": {de: "{who} verliert {n} {n:Einheit|Einheiten} in {where}.", en: "{who} loses {n} {n:unit|units} in {where}."}})
	defer delete(catalogue, "bench.t")
	args := map[string]string{"who": "Anna", "n": "2", "where": "Harrenhal"}
	for b.Loop() {
		T("de", "bench.t", args)
	}
}
