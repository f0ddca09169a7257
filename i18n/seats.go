package i18n

// seats.go holds the sentences of the seats (issue 16, item 3): a
// player's secret link, their own page on the phone, and what the shared
// pages say in place of a private thing.

func init() {
	add(map[string]entry{
		"seats.title":       {de: "Plätze", en: "Seats"},
		"seats.hint":        {de: "Jeder öffnet seinen Link auf dem eigenen Telefon und sieht dort seine Karten.", en: "Each player opens their link on their own phone and sees their cards there."},
		"seats.link_for":    {de: "Link für {player}", en: "Link for {player}"},
		"seats.reissue":     {de: "Neuen Link für {player} ausgeben", en: "Issue a new link for {player}"},
		"seats.reissued":    {de: "Der alte Link von {player} gilt nicht mehr.", en: "{player}'s old link no longer works."},
		"seats.link_label":  {de: "Link von {player}", en: "{player}'s link"},
		"seats.me_title":    {de: "{player}: deine Karten", en: "{player}: your cards"},
		"seats.hand":        {de: "Deine Karten ({n})", en: "Your cards ({n})"},
		"seats.no_cards":    {de: "Du hast keine Karten.", en: "You have no cards."},
		"seats.your_turn":   {de: "Du bist am Zug.", en: "It is your turn."},
		"seats.their_turn":  {de: "{player} ist am Zug.", en: "It is {player}'s turn."},
		"seats.face_down":   {de: "Deine verdeckten Karten", en: "Your cards face down"},
		"seats.to_table":    {de: "Zum Spieltisch", en: "To the table"},
		"seats.hand_hidden": {de: "{player} hält {n} {n:Karte|Karten} verdeckt auf dem Telefon.", en: "{player} holds {n} {n:card|cards} face down on the phone."},
		"seats.no_seat":     {de: "Dieses Telefon hat keinen Platz in diesem Spiel: Öffne den Link, den dir der Tisch zeigt.", en: "This phone has no seat in this game: open the link the table shows you."},
		// A private action sent by another device (handlers' secret door):
		// it names only whose it is, never whether the card is there.
		"seats.private_elsewhere": {de: "Das geht nur auf dem Telefon von {player}: Es nennt, was {player} verdeckt hält.", en: "Only {player}'s own phone can do this: it names what {player} keeps face down."},
	})
}
