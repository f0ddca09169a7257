package views

// Option is a choice in a select, for an edition's own forms and panels
// (the same type the core's selects use).
type Option = option

// SortOptions orders choices by their label as a reader counts ("Gebiet 4"
// before "Gebiet 10"), as every select of the pages does.
func SortOptions(o []Option) { sortOptions(o) }
