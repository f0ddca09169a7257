// Package all registers every edition Herald plays: importing it (main,
// and tests of the web layer) makes them playable. Adding an edition is
// one line here.
package all

import (
	// Game of Thrones Skirmish.
	_ "herald/editions/got"
)
