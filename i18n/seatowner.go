package i18n

// seatowner.go holds the sentences of a seat belonging to its phone
// (issue 29): a phone with a seat is refused another seat's link, a link
// once opened is not shown again, and a link issued anew at the table is
// told to the phone that held the old one.

func init() {
	add(map[string]entry{
		"seats.other_seat":  {de: "Dieses Telefon hat den Platz von {me}. Den Link von {player} gibt es nur am Tisch.", en: "This phone holds {me}'s seat. {player}'s link is shown only at the table."},
		"seats.other_page":  {de: "Dieses Telefon hat den Platz von {me}. Die Seite von {player} zeigt, was {player} verdeckt hält: Sie öffnet sich nur auf dem Telefon von {player}.", en: "This phone holds {me}'s seat. {player}'s page shows what {player} keeps face down: it opens only on {player}'s phone."},
		"seats.own_reissue": {de: "Einen neuen Link gibt es nur am Tisch, auf einem Gerät ohne Platz.", en: "A new link is issued only at the table, on a device without a seat."},
		"seats.this_phone":  {de: "Dieses Telefon hat den Platz von {player}. Die Links der anderen gibt es nur am Tisch.", en: "This phone holds {player}'s seat. The others' links are shown only at the table."},
		"seats.link_spent": {
			de: "Der Link von {player} wurde um {time} auf einem Telefon geöffnet, und jeder Link öffnet nur ein Telefon. War das nicht das Telefon von {player}, gibt der Tisch unter „Plätze“ einen neuen Link für {player} aus.",
			en: "{player}'s link was opened on a phone at {time}, and each link opens one phone only. If that was not {player}'s phone, the table issues a new link for {player} under “Seats”.",
		},
		"seats.taken":           {de: "Das Telefon von {player} hat diesen Platz seit {time}; sein Link wird nicht noch einmal gezeigt.", en: "{player}'s phone has held this seat since {time}; its link is not shown again."},
		"seats.reissue_hint":    {de: "Nur wenn das Telefon von {player} den Link verloren hat oder ein anderes Telefon ihn geöffnet hat: Der alte Link gilt dann nicht mehr, und das Telefon, das ihn hält, erfährt es.", en: "Only if {player}'s phone lost its link or another phone opened it: the old link then stops working, and the phone holding it is told."},
		"seats.reissue_confirm": {de: "Ja, neuen Link für {player} ausgeben", en: "Yes, issue a new link for {player}"},
		"seats.renewed_title":   {de: "Link von {player} erneuert", en: "{player}'s link renewed"},
		"seats.table_only": {
			de: "Die Links der Plätze zeigt und erneuert nur das Gerät des Tisches (das dieses Spiel angelegt oder den ersten Link gezeigt hat) oder der Rechner, auf dem Herald läuft.",
			en: "The seats' links are shown and renewed only on the table's device (the one that set this game up or showed the first link) or on the machine Herald runs on.",
		},
		"seats.renewed": {de: "Dein Link wurde am Tisch erneuert ({time}). Lass dir den neuen zeigen.", en: "Your link was renewed at the table ({time}). Ask the table for the new one."},
	})
}
