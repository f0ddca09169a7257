package views_test

// Every edition registers for the tests of this package (internal and
// external: one test binary): games are started by edition id, and the
// editions will live in packages of their own that import this one, so
// only an external test file may import them.
import _ "herald/editions/all"
