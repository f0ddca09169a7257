package engine

// MaxUnits is the most units one territory can hold: a table never holds more.
const MaxUnits = 999
