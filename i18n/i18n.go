// Package i18n is Herald's one message catalogue: every sentence the UI
// and the API show, in German, English and French.
package i18n

import (
	"fmt"
	"slices"
	"sort"
)

// Languages Herald offers, default first: the players are most likely
// German-speaking.
var Languages = []string{"de", "en", "fr"}

// allLanguages are the languages the catalogue holds sentences in. A
// language is offered (Languages) once every key has its sentence.
var allLanguages = []string{"de", "en", "fr"}

// Default is the language used when nobody asked for one.
const Default = "de"

// Supported reports whether lang is one of Languages.
func Supported(lang string) bool {
	for _, l := range Languages {
		if l == lang {
			return true
		}
	}
	return false
}

// entry is one sentence in German and English, written side by side.
type entry struct{ de, en string }

// catalogue holds every key; ui.go and rules.go fill it.
var catalogue = map[string]entry{}

// translations holds the further languages' sentences, per language and
// key, each language added from files of its own (AddLanguage): a
// translator works through one file per part of Herald.
var translations = map[string]map[string]string{}

// Entry is one sentence in both languages, as an edition's package adds
// it with Add.
type Entry struct{ De, En string }

// Add puts an edition's sentences into the catalogue, from the edition's
// init, so its words live in its own package. A key defined twice panics
// (a programming error, found at start-up).
func Add(m map[string]Entry) {
	in := make(map[string]entry, len(m))
	for k, v := range m {
		in[k] = entry{de: v.De, en: v.En}
	}
	add(in)
}

func add(m map[string]entry) {
	for k, v := range m {
		if _, dup := catalogue[k]; dup {
			panic("i18n: key defined twice: " + k)
		}
		catalogue[k] = v
	}
}

// AddLanguage puts sentences of a further language (French: "fr") into
// the catalogue, from an init of the package whose words they are. A key
// given twice panics, as in Add; a key the catalogue lacks is found by
// TestEveryKeyInEveryLanguage (init order cannot tell here).
func AddLanguage(lang string, m map[string]string) {
	if lang == "de" || lang == "en" || !slices.Contains(allLanguages, lang) {
		panic("i18n: not a further language: " + lang)
	}
	t := translations[lang]
	if t == nil {
		t = map[string]string{}
		translations[lang] = t
	}
	for k, v := range m {
		if _, dup := t[k]; dup {
			panic("i18n: " + lang + " key defined twice: " + k)
		}
		t[k] = v
	}
}

// Translated lists the keys lang has a sentence for beyond German and
// English, sorted, for tests.
func Translated(lang string) []string {
	out := make([]string, 0, len(translations[lang]))
	for k := range translations[lang] {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Further lists the languages the catalogue can hold beyond German and
// English, offered or not yet.
func Further() []string { return allLanguages[2:] }

// Has reports whether key is in the catalogue.
func Has(key string) bool {
	_, ok := catalogue[key]
	return ok
}

// Keys lists every key, sorted, for tests.
func Keys() []string {
	out := make([]string, 0, len(catalogue))
	for k := range catalogue {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Raw returns the template of key in lang, or "" when missing.
func Raw(lang, key string) string {
	e, ok := catalogue[key]
	if !ok {
		return ""
	}
	switch {
	case lang == "en":
		return e.en
	case lang == "de" || !slices.Contains(allLanguages, lang):
		return e.de // a language Herald does not know reads the default, as before French
	}
	return translations[lang][key]
}

// DecimalComma reports whether lang writes 2,5 rather than 2.5.
func DecimalComma(lang string) bool { return lang != "en" }

// T renders key in lang, replacing each {name} with args[name]. A missing
// key renders as the key itself, so a gap is visible, never silent.
func T(lang, key string, args map[string]string) string {
	s := Raw(lang, key)
	if s == "" {
		return key
	}
	if len(args) == 0 {
		return s
	}
	return fill(lang, s, args)
}

// Clauses joins parts as the clauses of one sentence, separated by
// semicolons as lang sets them (list.semicolon).
func Clauses(lang string, parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	s := parts[0]
	for _, p := range parts[1:] {
		s = N(lang, "list.semicolon", "a", s, "b", p)
	}
	return s
}

// Colon is what sets a label off from its value in lang (list.colon):
// French puts a no-break space before the colon.
func Colon(lang string) string { return N(lang, "list.colon", "a", "", "b", "") }

// N renders key with fmt-style arguments already turned into strings by
// the caller: N("de", "x", "units", "3").
func N(lang, key string, kv ...string) string {
	if len(kv)%2 != 0 {
		panic(fmt.Sprintf("i18n.N(%s): odd argument list", key))
	}
	args := make(map[string]string, len(kv)/2)
	for i := 0; i < len(kv); i += 2 {
		args[kv[i]] = kv[i+1]
	}
	return T(lang, key, args)
}
