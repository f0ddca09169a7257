package e2e

// Every edition registers for the browser tests: the server they drive
// starts games by edition id, as main does.
import _ "herald/editions/all"
