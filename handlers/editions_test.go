package handlers_test

// The web layer's tests play every edition: the list registers them, as
// main does.
import _ "herald/editions/all"
