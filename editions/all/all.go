// Package all imports every edition so it registers (engine.Register,
// its set-up form, its words); main imports it for the side effect.
package all

import (
	_ "herald/editions/classic"
)
