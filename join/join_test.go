package join

import (
	"net"
	"net/netip"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func ipnet(s string) *net.IPNet {
	ip, n, err := net.ParseCIDR(s)
	if err != nil {
		panic(err)
	}
	n.IP = ip
	return n
}

// A phone on the Wi-Fi reaches the tablet at its LAN address, never at
// loopback, a link-local address or a container bridge.
func TestPickKeepsOnlyWhatAPhoneCanReach(t *testing.T) {
	got := Pick([]Iface{
		{Name: "lo", Up: false, Addrs: []net.Addr{ipnet("127.0.0.1/8")}},
		{Name: "wlan0", Up: true, Addrs: []net.Addr{ipnet("192.168.1.20/24"), ipnet("fe80::1/64"), ipnet("2001:db8::5/64")}},
		{Name: "eth0", Up: true, Addrs: []net.Addr{ipnet("169.254.3.4/16"), ipnet("10.0.0.7/8"), ipnet("127.0.0.2/8")}},
		{Name: "eth1", Up: false, Addrs: []net.Addr{ipnet("10.9.9.9/8")}},
		{Name: "docker0", Up: true, Addrs: []net.Addr{ipnet("172.17.0.1/16")}},
		{Name: "br-3f2a", Up: true, Addrs: []net.Addr{ipnet("172.18.0.1/16")}},
		{Name: "veth12", Up: true, Addrs: []net.Addr{ipnet("172.19.0.1/16")}},
		{Name: "virbr0", Up: true, Addrs: []net.Addr{ipnet("192.168.122.1/24")}},
		{Name: "cni0", Up: true, Addrs: []net.Addr{ipnet("10.88.0.1/16")}},
		{Name: "flannel.1", Up: true, Addrs: []net.Addr{ipnet("10.244.0.0/32")}},
		{Name: "podman1", Up: true, Addrs: []net.Addr{ipnet("10.89.0.1/24")}},
	})
	var s []string
	for _, ip := range got {
		s = append(s, ip.String())
	}
	if strings.Join(s, " ") != "192.168.1.20 10.0.0.7" {
		t.Errorf("Pick = %v, want [192.168.1.20 10.0.0.7]", s)
	}
}

func TestBasesOfOneListenAddress(t *testing.T) {
	got := Bases(&net.TCPAddr{IP: net.ParseIP("192.168.1.20"), Port: 8080})
	if len(got) != 1 || got[0] != "http://192.168.1.20:8080" {
		t.Errorf("Bases = %v", got)
	}
	all := Bases(&net.TCPAddr{IP: net.IPv4zero, Port: 9000})
	if all[0] != "http://localhost:9000" {
		t.Errorf("Bases(:9000)[0] = %q, want localhost first", all[0])
	}
}

var segment = regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-(\d+)z`)

// painted turns an SVG path of SVGPath back into the modules it paints.
func painted(t *testing.T, d string, size int) [][]bool {
	t.Helper()
	m := make([][]bool, size)
	for i := range m {
		m[i] = make([]bool, size)
	}
	if rest := segment.ReplaceAllString(d, ""); rest != "" {
		t.Fatalf("path has parts that are not runs: %q", rest)
	}
	for _, s := range segment.FindAllStringSubmatch(d, -1) {
		x, _ := strconv.Atoi(s[1])
		y, _ := strconv.Atoi(s[2])
		w, _ := strconv.Atoi(s[3])
		for i := x; i < x+w; i++ {
			if m[y][i] {
				t.Fatalf("module %d,%d painted twice", i, y)
			}
			m[y][i] = true
		}
	}
	return m
}

// The SVG paints exactly the library's dark modules, no more, no fewer.
func TestSVGPathPaintsTheMatrix(t *testing.T) {
	const url = "http://192.168.1.20:8080/games/7?key=ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	m, err := Matrix(url)
	if err != nil {
		t.Fatal(err)
	}
	// Version 3 or 4 (29 or 33 modules) plus the 4-module quiet zone each side.
	if n := len(m); n != 37 && n != 41 {
		t.Fatalf("matrix is %d modules wide, want 37 or 41", n)
	}
	got := painted(t, SVGPath(m), len(m))
	dark := 0
	for y := range m {
		for x := range m[y] {
			if got[y][x] != m[y][x] {
				t.Fatalf("module %d,%d: svg %v, matrix %v", x, y, got[y][x], m[y][x])
			}
			if m[y][x] {
				dark++
			}
		}
	}
	// The three finder patterns alone are 3 × 33 dark modules.
	if dark < 99 {
		t.Fatalf("only %d dark modules", dark)
	}
	// The top-left finder: a 7-module dark ring at the quiet zone's corner.
	for i := 4; i < 11; i++ {
		if !m[4][i] || !m[i][4] || !m[10][i] || !m[i][10] {
			t.Fatalf("no finder pattern at the top left")
		}
	}
}

func TestTerminalIsHalfAsTall(t *testing.T) {
	m, _ := Matrix("http://10.0.0.7:8080/?key=K")
	s, err := Terminal("http://10.0.0.7:8080/?key=K")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	if len(lines) != (len(m)+1)/2 || len([]rune(lines[0])) != len(m) {
		t.Errorf("terminal code is %d lines of %d, want %d of %d", len(lines), len([]rune(lines[0])), (len(m)+1)/2, len(m))
	}
}

// What a page view pays for the panel: the machine's addresses, the QR
// code of the link and its SVG path.
func BenchmarkJoinPanel(b *testing.B) {
	for b.Loop() {
		_ = Addresses()
		m, err := Matrix("http://192.168.1.20:8080/games/7?key=ABCDEFGHIJKLMNOPQRSTUVWXYZ")
		if err != nil {
			b.Fatal(err)
		}
		_ = SVGPath(m)
	}
}

// A phone can open Herald only at an address it listens on (issue 29):
// every one of the machine's on all interfaces, the one it listens on,
// none when that is loopback.
func TestReachableOnlyWhereHeraldListens(t *testing.T) {
	all := func() []netip.Addr {
		return []netip.Addr{netip.MustParseAddr("192.168.1.20"), netip.MustParseAddr("10.0.0.7")}
	}
	for _, c := range []struct {
		listen net.Addr
		want   string
		local  bool
	}{
		{nil, "192.168.1.20 10.0.0.7", false},
		{&net.TCPAddr{Port: 8080}, "192.168.1.20 10.0.0.7", false},
		{&net.TCPAddr{IP: net.IPv4zero, Port: 8080}, "192.168.1.20 10.0.0.7", false},
		{&net.TCPAddr{IP: net.IPv6unspecified, Port: 8080}, "192.168.1.20 10.0.0.7", false},
		{&net.TCPAddr{IP: net.ParseIP("10.0.0.7"), Port: 8080}, "10.0.0.7", false},
		{&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 8080}, "", true},
		{&net.TCPAddr{IP: net.ParseIP("::1"), Port: 8080}, "", true},
	} {
		var got []string
		for _, ip := range Reachable(c.listen, all) {
			got = append(got, ip.String())
		}
		if strings.Join(got, " ") != c.want || LoopbackOnly(c.listen) != c.local {
			t.Errorf("listening on %v: Reachable %v, LoopbackOnly %v; want %q, %v", c.listen, got, LoopbackOnly(c.listen), c.want, c.local)
		}
	}
	if got := Bases(&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 9000}); len(got) != 1 || got[0] != "http://127.0.0.1:9000" {
		t.Errorf("Bases(127.0.0.1:9000) = %v", got)
	}
}

// Docker leaves /.dockerenv, Podman /run/.containerenv; systemd-nspawn,
// LXC and Podman set $container.
func TestInContainer(t *testing.T) {
	for _, c := range []struct {
		file, env string
		want      bool
	}{{"", "", false}, {"/.dockerenv", "", true}, {"/run/.containerenv", "", true}, {"", "podman", true}, {"/etc/hostname", "", false}} {
		stat := func(name string) (os.FileInfo, error) {
			if name == c.file {
				return nil, nil
			}
			return nil, os.ErrNotExist
		}
		getenv := func(k string) string {
			if k == "container" {
				return c.env
			}
			return ""
		}
		if got := inContainer(stat, getenv); got != c.want {
			t.Errorf("file %q, $container %q: inContainer %v", c.file, c.env, got)
		}
	}
}
