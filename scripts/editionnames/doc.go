// Package editionnames holds no code of its own: its test keeps the
// editions in their packages (issue 14: "Outside its own package, at most
// five non-test files name an edition: the import list that registers
// them, board data files, a catalogue test"). It reads every hand-written,
// non-test Go and templ file outside editions/<id>/ and fails on a file
// whose identifiers or string literals name an edition, unless it is the
// import list (editions/all) or board data (maps/), and when more than
// five files name one at all. Comments may name editions.
package editionnames
