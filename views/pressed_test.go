package views

import (
	"regexp"
	"strings"
	"testing"

	"herald/static"
)

// A pressed control changes only what it paints, never its geometry: a
// transform on :active gave the pressed button a transform node for the
// one frame painted between the finger's touch and its lift, and the
// whole page's layerize had to place it (issue 30, tap-to-paint as the
// finger feels it).
func TestPressedControlsOnlyRepaint(t *testing.T) {
	css, err := static.FS.ReadFile("app.css")
	if err != nil {
		t.Fatal(err)
	}
	rules := regexp.MustCompile(`([^{}]*:active[^{}]*)\{([^}]*)\}`).FindAllStringSubmatch(string(css), -1)
	if len(rules) == 0 {
		t.Fatal("app.css has no :active rule: how does a pressed button look?")
	}
	for _, r := range rules {
		for _, prop := range []string{"transform", "translate", "scale", "rotate", "filter", "will-change"} {
			if regexp.MustCompile(`(^|[;\s])` + prop + `\s*:`).MatchString(r[2]) {
				t.Errorf("%s sets %s: %s", strings.TrimSpace(r[1]), prop, strings.TrimSpace(r[2]))
			}
		}
	}
}
