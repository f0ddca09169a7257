package e2e

// The browser tests play every edition: the list registers them, as main
// does.
import _ "herald/editions/all"
