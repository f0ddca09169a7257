package views

import "herald/engine"

// Game of Thrones adds no action of its own: its cards are territory
// cards. It is the edition of a new game whose API body names none (the
// first edition Herald played).
func init() {
	RegisterActions(engine.EditionGoT, ActionEdition{NewGame: APINewGame{Default: true}})
}
