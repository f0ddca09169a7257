package i18n

// newlegendary.go holds the Halo Legendary set-up page's title, which the
// home page names; the page's own words are in editions/legendary.

func init() {
	add(map[string]entry{
		"newlegendary.title": {de: "Neues Spiel: Halo Legendary", en: "New game: Halo Legendary"},
	})
}
