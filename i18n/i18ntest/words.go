// Package i18ntest finds what a page in a further language (French) still
// says in German or English, or leaves as a bare catalogue key: the
// French page scans of views and handlers share it (issue 31: "every page
// of every edition reads in French with no German or English words
// left").
package i18ntest

import (
	"html"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"

	"herald/engine"
	"herald/i18n"
)

// germanWords are German words of Herald's controls and sentences, lower
// case: a French page holding one was not translated there. None is a
// French word.
var germanWords = set(`angriff angreifen angreifer angriffe verteidiger verteidigung zug züge runde runden
	einheit einheiten karte karten würfel würfeln rückgängig speichern bestätigen abbrechen zurück weiter
	ziehen erobern erobert eroberung manöver verstärkung spieler spiel spiele spielbrett brett gebiet gebiete
	verlauf wiederherstellen übersicht spielbericht rekorde glück pech burg hafen held helden kanone schädel
	kolonie platz plätze mitspielen sieg sieger neutral wählen eintragen beenden
	und oder nicht mit der die das ist sind für auf von eine einen noch zuerst bitte`)

// englishWords are English words of Herald's controls and sentences,
// lower case, leaving out those French spells alike (place, base, port,
// face, total, invasion, photo, scores, table, version, image).
var englishWords = set(`attack attacker attackers defender defenders defence move moves undo redo card cards
	roll rolls dice die trade save unit units turn round rounds confirm cancel back next draw conquer conquered
	maneuver reinforce reinforcements player players territory territories board boards game games summary
	odds history join seat seats winner luck export choose enter show end neutral
	the and with your you not is are of to from this that has have was`)

func set(words string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(words) {
		out[w] = true
	}
	return out
}

// keyLike is how a missing sentence shows: i18n.T renders its key
// ("ui.turn_no").
var address = regexp.MustCompile(`https?://\S+`)

var keyLike = regexp.MustCompile(`\b[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+(?:@[a-z0-9_]+)?`)

// Leftovers lists, sorted and once each, what in text (a page's visible
// text, its proper names taken out with ProperNames) is not French: a
// catalogue key rendered as itself ("key ui.turn_no"), a German word
// ("de Zug") or an English one ("en Turn").
func Leftovers(text string) []string {
	found := map[string]bool{}
	text = address.ReplaceAllString(text, " ") // a link to join is no word
	// A key's words ("phase.attack") are the key's, not English.
	text = keyLike.ReplaceAllStringFunc(text, func(k string) string {
		if !isKey(k) {
			return k
		}
		found["key "+k] = true
		return " "
	})
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch lw := strings.ToLower(w); {
		case germanWords[lw]:
			found["de "+w] = true
		case englishWords[lw]:
			found["en "+w] = true
		}
	}
	out := make([]string, 0, len(found))
	for f := range found {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// isKey reports whether s is a catalogue key or looks like one of its
// families ("lang.fr" beside "lang.de"): a host name ("pi.local") is
// neither.
func isKey(s string) bool {
	return i18n.Has(s) || i18n.Has(strings.SplitN(s, "@", 2)[0]) || keyFamilies()[s[:strings.IndexByte(s, '.')]]
}

// keyFamilies are the catalogue keys' first parts ("lang", "ui"), read
// once: the editions' init has filled the catalogue by a test's first call.
var keyFamilies = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, k := range i18n.Keys() {
		out[k[:max(0, strings.IndexByte(k, '.'))]] = true
	}
	return out
})

// ProperNames takes the given proper names out of a text, the longest
// first where two start alike, in one pass: a board's territory or a
// player called "Neutral" is not a word of the interface.
func ProperNames(names []string) *strings.Replacer {
	names = slices.DeleteFunc(slices.Clone(names), func(n string) bool { return strings.TrimSpace(n) == "" })
	sort.SliceStable(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	pairs := make([]string, 0, 2*len(names))
	for _, n := range names {
		pairs = append(pairs, n, " ")
	}
	return strings.NewReplacer(pairs...)
}

// BoardNames are the board's own names, its regions' and its
// territories', in every language.
func BoardNames(b *engine.Board) []string {
	var out []string
	add := func(n engine.Names) {
		for _, s := range n {
			out = append(out, s)
		}
	}
	add(b.Names)
	for _, r := range b.Regions {
		add(r.Names)
	}
	for _, t := range b.Territories {
		add(t.Names)
	}
	return out
}

var (
	hiddenOrTag = regexp.MustCompile(`(?s)<script.*?</script>|<style.*?</style>|<[^>]*>`)
	tooltip     = regexp.MustCompile(`\b(?:title|placeholder|aria-label)="([^"]*)"`)
	spaces      = regexp.MustCompile(`\s+`)
)

// VisibleText is what a reader sees of a page: its text and its tooltips,
// entities decoded, white space as single spaces (as the views tests read
// a page).
func VisibleText(page string) string {
	var b strings.Builder
	for _, m := range tooltip.FindAllStringSubmatch(page, -1) {
		b.WriteString(m[1] + " \n")
	}
	b.WriteString(hiddenOrTag.ReplaceAllString(page, " "))
	return spaces.ReplaceAllString(html.UnescapeString(b.String()), " ")
}

// KeptAsPrinted are the catalogue's names that French keeps as the box
// prints them in English (a leader, "Abaddon the Despoiler"): a
// French sentence equal to the English one, of at most four words, each
// capitalised but for a joining word. A whole sentence copied untranslated
// is longer, or not capitalised so, and is still read.
func KeptAsPrinted() []string {
	var out []string
	for _, k := range i18n.Keys() {
		fr := i18n.Raw("fr", k)
		if fr == "" || fr != i18n.Raw("en", k) {
			continue
		}
		words := strings.Fields(fr)
		if len(words) > 4 {
			continue
		}
		named := true
		for _, w := range words {
			r := []rune(w)
			if !unicode.IsUpper(r[0]) && !slices.Contains([]string{"the", "of", "and"}, w) {
				named = false
			}
		}
		if named {
			out = append(out, fr)
		}
	}
	return out
}

// tight is a word followed at once by a colon or semicolon that ends a
// label or a clause.
var tight = regexp.MustCompile(`[\p{L}\d)»]{1,20}[:;](\s|$)`)

// TightPunctuation is each label or clause in a French page's visible
// text set off by a colon or semicolon without the space French puts
// before it ("Anne: 0", "chances; Anna" for "Anne : 0", "chances ;
// Anna": i18n.Colon, i18n.Clauses).
func TightPunctuation(text string) []string {
	return tight.FindAllString(text, -1)
}
