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
	// Local is the address Herald listens on when that is this machine
	// only (-addr 127.0.0.1:8080): no phone can join, and the panel says
	// how to start Herald so they can, instead of a link that fails.
	Local string
	// Port is the port Herald listens on, for the sentences that say how
	// to start it.
	Port string
	// Container: Herald runs in a container and URL is the container's
	// address, which a phone may not reach.
	Container bool
	qr        [][]bool
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
