// Package all imports every edition so it registers; main and tests
// import this one package.
//
// An edition registers itself from its init (engine.Register, and its
// words, set-up, actions and panels with i18n and views), the way a
// database/sql driver does: importing its package is all it takes. Adding
// an edition is one line here.
package all

import (
	_ "herald/editions/classic"   // RISK, the classic world map
	_ "herald/editions/got"       // Game of Thrones Skirmish
	_ "herald/editions/halowars"  // Halo Wars on Arcadia
	_ "herald/editions/legendary" // Halo Legendary
	_ "herald/editions/wh40k"     // Warhammer 40,000 on Vigilus
)
