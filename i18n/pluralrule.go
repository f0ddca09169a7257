package i18n

import (
	"strconv"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// tags are the languages' CLDR tags, parsed once.
var tags = func() map[string]language.Tag {
	m := map[string]language.Tag{}
	for _, l := range allLanguages {
		m[l] = language.MustParse(l)
	}
	return m
}()

// isOne reports whether the number written in v takes a sentence's "one"
// form in lang, by CLDR's cardinal rule (golang.org/x/text): German and
// English say "1 Karte", "1 card" and "0 Karten", "0 cards"; French says
// "0 carte", "1 carte", "1,5 carte". A text that is not a number takes
// "other".
func isOne(lang, v string) bool {
	i, frac, ok := operands(v)
	if !ok {
		return false
	}
	trimmed := strings.TrimRight(frac, "0")
	f, _ := strconv.Atoi("0" + frac)
	t, _ := strconv.Atoi("0" + trimmed)
	tag, known := tags[lang]
	if !known {
		tag = tags[Default] // as Raw reads an unknown language
	}
	return plural.Cardinal.MatchPlural(tag, i, len(frac), len(trimmed), f, t) == plural.One
}

// operands reads "-12", "3", "1.5" or "1,5" as CLDR's i (the integer part
// without its sign) and the fraction digits as written. Only the last
// nine digits of the integer part and the first nine of the fraction are
// kept: no rule looks further.
func operands(v string) (i int, frac string, ok bool) {
	// One sign at most; a separator only with digits after it ("1," is
	// not a number).
	if t, ok := strings.CutPrefix(v, "-"); ok {
		v = t
	} else {
		v = strings.TrimPrefix(v, "−")
	}
	whole, frac, sep := strings.Cut(strings.Replace(v, ",", ".", 1), ".")
	if whole == "" || !digitsOnly(whole) || !digitsOnly(frac) || (sep && frac == "") {
		return 0, "", false
	}
	i, _ = strconv.Atoi(lastDigits(whole, 9))
	// A longer number keeps its last nine digits for the rules' "i % 10"
	// and "i % 100", and is never 1, 2 or 0 for their "i = 1".
	if len(strings.TrimLeft(whole, "0")) > 9 {
		i += 1e9
	}
	if len(frac) > 9 {
		frac = frac[:9]
	}
	return i, frac, true
}

func lastDigits(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

func digitsOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
