package got_test

// The word scan also sends Game of Thrones the other editions' event
// kinds (loot, claims), which decode only when those editions register.
import _ "herald/editions/all"
