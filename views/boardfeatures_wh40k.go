package views

// Warhammer 40,000 boards have walls: a territory counted in a second
// region. This file moves into the edition's package.
func init() { RegisterBoardFeatures("warhammer40k", BoardFeatures{Walls: true}) }
