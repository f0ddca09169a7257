package i18n

import "regexp"

// pluralRe matches a plural choice in a sentence: {name:one|other} is
// "one" when the argument name is 1 and "other" otherwise, so a sentence
// says "1 card" and "2 cards" ("1 Karte", "2 Karten") instead of
// "card(s)".
var pluralRe = regexp.MustCompile(`\{([a-z_]+):([^{}|]*)\|([^{}]*)\}`)

// plurals resolves every plural choice of s by args.
func plurals(s string, args map[string]string) string {
	return pluralRe.ReplaceAllStringFunc(s, func(m string) string {
		p := pluralRe.FindStringSubmatch(m)
		v, ok := args[p[1]]
		if !ok {
			return m
		}
		if v == "1" || v == "-1" {
			return p[2]
		}
		return p[3]
	})
}
