package i18n

// Live updates (issue 16): what a device says about its connection.
func init() {
	add(map[string]entry{
		"live.lost": {de: "Verbindung unterbrochen – die Anzeige ist evtl. nicht aktuell", en: "Connection lost – what you see may not be up to date"},
	})
}
