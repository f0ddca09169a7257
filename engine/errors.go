package engine

import (
	"fmt"
	"sort"
	"strings"
)

// PlayerRef names a player by index in State.Players; message renderers
// turn it into the player's name.
type PlayerRef int

// RuleError says which rule an action broke. Key selects a sentence in the
// UI's message catalogue (package i18n); Args fill its {placeholders}.
// Territory arguments are TerritoryID, player arguments PlayerRef, so the
// sentence can name them in the reader's language.
type RuleError struct {
	Key  string
	Args map[string]any
}

func (e *RuleError) Error() string {
	// A plain fallback; pages and the API render Key through the catalogue.
	keys := make([]string, 0, len(e.Args))
	for k := range e.Args {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := []string{e.Key}
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s=%v", k, e.Args[k]))
	}
	return strings.Join(parts, " ")
}

// Broke builds a RuleError from alternating name, value pairs.
func Broke(key string, kv ...any) *RuleError {
	e := &RuleError{Key: key, Args: map[string]any{}}
	for i := 0; i+1 < len(kv); i += 2 {
		e.Args[kv[i].(string)] = kv[i+1]
	}
	return e
}
