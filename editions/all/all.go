// Package all imports every edition so it registers; main and tests
// import this one package.
//
// An edition registers itself from its init (engine.Register), the way a
// database/sql driver does: importing its package is all it takes. Each
// edition that leaves the engine for editions/<id> adds one line here.
package all

// The editions, one blank import each. Today the four editions still
// register from inside the engine (engine/got.go, halo.go, legendary.go,
// wh40k.go) and editions/classic does not register yet, so the list is
// empty; each mover adds its line, e.g.
//
//	_ "herald/editions/got"
import ()
