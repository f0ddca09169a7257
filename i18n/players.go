package i18n

// players.go holds the name of a neutral seat set up without one, which
// the core's pages use (views.Say, through views.EditionKey, so an edition
// may word it its own way: "player.neutral@<id>").

func init() {
	add(map[string]entry{
		// A neutral seat set up without a name: "neutrale Armee" (2
		// players); an edition words its own as player.neutral@<id>.
		"player.neutral": {de: "neutrale Armee", en: "neutral army"},
	})
}
