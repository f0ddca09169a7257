package views

import (
	"bytes"
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/join"
)

// The join panel shows the link with the key, and its SVG paints exactly
// the QR code of that link (the library's bit matrix, module by module).
func TestJoinPanelShowsLinkAndItsQRCode(t *testing.T) {
	const link = "http://192.168.1.20:8080/games/3?key=ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	j, err := NewJoin(link, []string{"http://10.0.0.7:8080/games/3?key=ABCDEFGHIJKLMNOPQRSTUVWXYZ"}, true)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := JoinPanel(Ctx{Lang: "de", Join: j}).Render(context.Background(), &b); err != nil {
		t.Fatal(err)
	}
	html := b.String()
	if !strings.Contains(html, `href="`+link+`"`) || !strings.Contains(html, ">"+link+"<") || !strings.Contains(html, "10.0.0.7") {
		t.Errorf("panel lacks its links:\n%s", html)
	}
	m, err := join.Matrix(link)
	if err != nil {
		t.Fatal(err)
	}
	box := regexp.MustCompile(`<svg class="qr"[^>]*viewBox="0 0 (\d+) (\d+)"`).FindStringSubmatch(html)
	if box == nil || box[1] != strconv.Itoa(len(m)) || box[2] != box[1] {
		t.Fatalf("svg viewBox %v, want %d modules square", box, len(m))
	}
	d := regexp.MustCompile(`<path fill="#000" d="([^"]+)"`).FindStringSubmatch(html)
	if d == nil {
		t.Fatal("no QR path in the panel")
	}
	got := map[[2]int]bool{}
	for _, s := range regexp.MustCompile(`M(\d+) (\d+)h(\d+)`).FindAllStringSubmatch(d[1], -1) {
		x, _ := strconv.Atoi(s[1])
		y, _ := strconv.Atoi(s[2])
		w, _ := strconv.Atoi(s[3])
		for i := x; i < x+w; i++ {
			got[[2]int{i, y}] = true
		}
	}
	for y := range m {
		for x := range m[y] {
			if got[[2]int{x, y}] != m[y][x] {
				t.Fatalf("module %d,%d: svg %v, QR of the link %v", x, y, got[[2]int{x, y}], m[y][x])
			}
		}
	}
	// Without a network the panel says so.
	j.Found = false
	b.Reset()
	_ = JoinPanel(Ctx{Lang: "en", Join: j}).Render(context.Background(), &b)
	if !strings.Contains(b.String(), "found no address on the local network") {
		t.Errorf("panel without a network does not say so:\n%s", b.String())
	}
	// No join data, no panel (the recorded games' goldens render without).
	b.Reset()
	_ = JoinPanel(Ctx{Lang: "de"}).Render(context.Background(), &b)
	if b.Len() != 0 {
		t.Errorf("panel without join data: %s", b.String())
	}
}
