package i18n

// legendary_words.go holds the neutral seat's name, which the core's
// pages use; Halo Legendary's own wording ("key@halo_legendary") is in
// editions/legendary.

func init() {
	add(map[string]entry{
		// A neutral seat set up without a name: "neutrale Armee" (Game of
		// Thrones, 2 players), in Legendary the neutral Flood of One-on-One.
		"player.neutral": {de: "neutrale Armee", en: "neutral army"},
	})
}
