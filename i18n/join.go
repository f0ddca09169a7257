package i18n

// The join panel and the answer to a device without Herald's key
// (issue 16, items 1 and 4).
func init() {
	add(map[string]entry{
		"join.title": {de: "Mitspielen", en: "Join"},
		"join.hint":  {de: "Scannt den Code mit dem Handy oder öffnet die Adresse im selben WLAN:", en: "Scan the code with your phone or open the address on the same Wi-Fi:"},
		"join.none":  {de: "Herald hat keine Adresse im lokalen Netz gefunden. Hier die Adresse, die dieser Browser benutzt:", en: "Herald found no address on the local network. This is the address this browser used:"},
		"join.local": {de: "Handys können nicht mitspielen: Herald hört nur auf diesem Rechner ({addr}). Damit sie mitspielen können, startet es mit make run ARGS='-addr :{port}' (oder ./bin/herald -addr :{port}).",
			en: "Phones cannot join: Herald listens on this machine only ({addr}). To let them join, start it with make run ARGS='-addr :{port}' (or ./bin/herald -addr :{port})."},
		"join.container": {de: "Herald läuft in einem Container: Das ist die Adresse des Containers. Ein Handy erreicht sie womöglich nicht, außer der Port ist im Netz des Rechners veröffentlicht (docker run -p {port}:{port} …); dann öffnet die Adresse des Rechners und startet Herald mit -host NAME, damit dessen Name oder Adresse hereinkommt.",
			en: "Herald runs in a container: this is the container's address. A phone may not reach it unless the port is published on the host's network (docker run -p {port}:{port} …); then open the host's address and start Herald with -host NAME so the host's name or address gets in."},
		"join.qr_label": {de: "QR-Code der Adresse zum Mitspielen", en: "QR code of the address to join"},
		"join.others":   {de: "Auch erreichbar unter:", en: "Also reachable at:"},
		"join.new_key":  {de: "Neuen Code machen …", en: "Make a new code …"},
		"join.new_key_hint": {de: "Jedes andere Gerät verliert den Zugang zu Herald, bis es den neuen Code scannt; dieses Gerät bleibt drin. Nehmt das, wenn jemand Fremdes den Code gesehen hat oder der Abend vorbei ist.",
			en: "Every other device loses its way into Herald until it scans the new code; this device stays in. Use it when a stranger saw the code or the evening is over."},
		"join.new_key_confirm": {de: "Neuen Code machen, alle anderen Geräte aussperren", en: "Make a new code, lock every other device out"},
		"join.new_key_table_only": {de: "Einen neuen Code macht nur das Gerät des Tisches (auf der Seite seines Spiels) oder der Rechner, auf dem Herald läuft: Er sperrt alle anderen Geräte aus.",
			en: "Only the table's device (on its game's page) or the machine Herald runs on makes a new code: it locks every other device out."},
		"access.no_key":    {de: "Dieses Gerät ist noch nicht am Tisch. Fragt am Tisch nach dem QR-Code (auf dem Tablet unter „Mitspielen“).", en: "This device has not joined the table yet. Ask the table for the QR code (on the tablet under “Join”)."},
		"access.wrong_key": {de: "Dieser Schlüssel passt nicht. Fragt am Tisch nach dem QR-Code (auf dem Tablet unter „Mitspielen“).", en: "This key does not fit. Ask the table for the QR code (on the tablet under “Join”)."},
	})
}
