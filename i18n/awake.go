package i18n

// The game pages' switch that keeps the screen on (issue 31, item 3).
func init() {
	add(map[string]entry{
		"awake.toggle": {de: "Bildschirm bleibt an", en: "Screen stays on"},
	})
}
