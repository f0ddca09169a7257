package maps_test

// Tests here play Game of Thrones games: its package registers it (this
// package cannot import an edition, an edition imports the core).
import _ "herald/editions/got"
