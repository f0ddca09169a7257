package wh40k

import "herald/views"

// Warhammer 40,000's home page button and the old addresses of its form.
func (setupEdition) ButtonID() string { return "new-warhammer" }

func (setupEdition) LegacyPaths() (get, post string) {
	return "/games/new/warhammer", "/games/warhammer"
}

// Warhammer 40,000 boards have walls: a territory counted in a second
// region.
func init() { views.RegisterBoardFeatures(ID, views.BoardFeatures{Walls: true}) }
