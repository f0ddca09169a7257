package i18n

import "strings"

// A sentence's template holds {name} for an argument and {name:one|other}
// for a plural choice: "one" when the argument name is 1 and "other"
// otherwise, so a sentence says "1 card" and "2 cards" ("1 Karte",
// "2 Karten") instead of "card(s)". A choice or a name without its
// argument stays visible.
//
// fill resolves them in two passes, the plural choices first, then the
// names: as a regexp and a strings.Replacer did, but without building
// either per sentence, which cost an action's answer a third of its
// rendering time (BenchmarkT).
func fill(lang, s string, args map[string]string) string {
	s = substitute(s, args, func(inner string, args map[string]string) (string, bool) {
		return choice(lang, inner, args)
	})
	if lang == "fr" {
		s = elide(s, args)
	}
	return substitute(s, args, name)
}

// substitute replaces each {…} (no brace inside) that resolve turns into
// text; the text put in is not read again.
func substitute(s string, args map[string]string, resolve func(inner string, args map[string]string) (string, bool)) string {
	if strings.IndexByte(s, '{') < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	rest := s
	for {
		open := strings.IndexByte(rest, '{')
		if open < 0 {
			b.WriteString(rest)
			return b.String()
		}
		end := strings.IndexByte(rest[open+1:], '}')
		if end < 0 {
			b.WriteString(rest)
			return b.String()
		}
		inner := rest[open+1 : open+1+end]
		if strings.IndexByte(inner, '{') < 0 {
			if out, ok := resolve(inner, args); ok {
				b.WriteString(rest[:open])
				b.WriteString(out)
				rest = rest[open+1+end+1:]
				continue
			}
		}
		// Not ours: keep the brace and look again just after it.
		b.WriteString(rest[:open+1])
		rest = rest[open+1:]
	}
}

// name resolves {name} by its argument.
func name(inner string, args map[string]string) (string, bool) {
	v, ok := args[inner]
	return v, ok
}

// choice resolves {name:one|other}: name is lower-case letters and
// underscores, one holds no "|". Which numbers take "one" is the
// language's (CLDR's rule, isOne).
func choice(lang, inner string, args map[string]string) (string, bool) {
	colon := strings.IndexByte(inner, ':')
	if colon < 1 || !isName(inner[:colon]) {
		return "", false
	}
	one, other, ok := strings.Cut(inner[colon+1:], "|")
	if !ok {
		return "", false
	}
	v, ok := args[inner[:colon]]
	if !ok {
		return "", false
	}
	if isOne(lang, v) {
		return one, true
	}
	return other, true
}

func isName(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && c != '_' {
			return false
		}
	}
	return true
}
