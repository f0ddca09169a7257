package i18n

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// elide writes French "de" and "que" as "d’" and "qu’" before an argument
// that begins with a vowel, as French writes them: "le héros d’Uma", "le
// camp d’Anna", not "de Uma". A word the sentence itself writes is
// elided by its translator; only an argument's first letter is unknown
// until the sentence is filled. A name that begins with "h" or "y" is
// left as it is: whether French elides before it depends on the word.
func elide(s string, args map[string]string) string {
	if !strings.Contains(s, "e {") {
		return s
	}
	var b strings.Builder
	last := 0
	for i := 0; ; {
		j := strings.Index(s[i:], "e {")
		if j < 0 {
			break
		}
		at := i + j // the "e" of "de" or "que"
		i = at + 3
		end := strings.IndexByte(s[i:], '}')
		if end < 0 || !elidable(s[:at+1]) || !vowelFirst(args[s[i:i+end]]) {
			continue
		}
		b.WriteString(s[last:at])
		b.WriteString("’")
		last = at + 2 // from the "{"
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// elidable says whether head ends with the word "de" or "que".
func elidable(head string) bool {
	for _, w := range []string{"de", "De", "que", "Que"} {
		if strings.HasSuffix(head, w) {
			before := head[:len(head)-len(w)]
			r, _ := utf8.DecodeLastRuneInString(before)
			return before == "" || !unicode.IsLetter(r)
		}
	}
	return false
}

// vowelFirst says whether v begins with a vowel (with or without accent).
func vowelFirst(v string) bool {
	r, _ := utf8.DecodeRuneInString(v)
	return strings.ContainsRune("AEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouàâäéèêëîïôöùûü", r)
}
