package views

// Halo Wars boards have colonies; the board editor once wrote the edition
// as "halo_wars". This file moves into the edition's package.
func init() {
	RegisterBoardFeatures("halowars", BoardFeatures{Colonies: true, Aliases: []string{"halo_wars"}})
}
