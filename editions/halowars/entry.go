package halowars

import "herald/views"

// Halo Wars' home page button and the old addresses of its form.
func (haloSetupEdition) ButtonID() string { return "new-halo" }

func (haloSetupEdition) LegacyPaths() (get, post string) { return "/games/new/halo", "/games/halo" }

// Halo Wars boards have colonies; the board editor once wrote the edition
// as "halo_wars".
func init() {
	views.RegisterBoardFeatures(ID, views.BoardFeatures{Colonies: true, Aliases: []string{"halo_wars"}})
}
