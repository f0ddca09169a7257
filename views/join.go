package views

import (
	"strconv"

	"herald/i18n"
	"herald/join"
)

// Join is the join panel: the link a phone at the table opens (with
// Herald's key when the check is on) and its QR code.
type Join struct {
	URL    string   // the link of the QR code
	Others []string // the same page at the machine's other addresses
	// Found is false when the machine has no address on a local network:
	// URL then uses the address this browser used.
	Found bool
	qr    [][]bool
}

// NewJoin draws the QR code of url; others are further links to list.
func NewJoin(url string, others []string, found bool) (*Join, error) {
	m, err := join.Matrix(url)
	if err != nil {
		return nil, err
	}
	return &Join{URL: url, Others: others, Found: found, qr: m}, nil
}

func (j *Join) qrPath() string { return join.SVGPath(j.qr) }

func (j *Join) qrBox() string {
	n := strconv.Itoa(len(j.qr))
	return "0 0 " + n + " " + n
}

// TIn renders a catalogue key in lang, whatever the page's language.
func (c Ctx) TIn(lang, key string) string { return i18n.N(lang, key) }
