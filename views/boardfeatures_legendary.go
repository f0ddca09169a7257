package views

// Halo Legendary boards have teleporter links and a skull legend of their
// own (skullChartForm). This file moves into the edition's package.
func init() {
	RegisterBoardFeatures("halo_legendary", BoardFeatures{Teleporters: true, Sections: skullChartForm})
}
