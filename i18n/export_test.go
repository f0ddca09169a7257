package i18n

// The catalogue-wide tests live in package i18n_test, which imports
// herald/editions/all so that they check every edition's sentences too;
// these are the package's helpers they use.
var (
	Placeholders = placeholders
	SortedSet    = sortedSet
	PluralRe     = pluralRe
)
