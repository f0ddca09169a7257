// Package join finds the addresses a phone at the table can open Herald
// at and draws them as QR codes, for the pages (SVG) and the terminal.
//
// The QR codes come from github.com/skip2/go-qrcode: no dependencies, MIT,
// the most used Go QR encoder; it gives both a bit matrix (Bitmap, which
// the pages draw as one SVG path) and a half-block terminal string
// (ToSmallString) from the same code, so the tablet and the terminal show
// the same symbol. Its last release is from 2020, but QR encoding is a
// finished standard (ISO/IEC 18004) and the code has no open security
// issues; rsc.io/qr (2017) has no terminal output and yeqown/go-qrcode/v2
// puts its SVG and terminal writers in further modules.
package join

import (
	"fmt"
	"net"
	"net/netip"
	"os"
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// bridges are the name prefixes of container and VM bridges: a phone on
// the table's Wi-Fi never reaches Herald through them.
var bridges = []string{"docker", "br-", "veth", "virbr", "cni", "flannel", "podman"}

// Iface is what Pick needs of a network interface (net.Interface and its
// addresses), so the choice can be tested without the machine's.
type Iface struct {
	Name  string
	Up    bool
	Addrs []net.Addr
}

// Pick keeps the IPv4 addresses a phone on the same network can reach:
// no loopback, no link-local (169.254.x, a network without DHCP), no
// container bridge. IPv6 is left out: a phone types or scans one address,
// and a LAN's IPv6 addresses are often temporary (privacy extensions).
func Pick(ifaces []Iface) []netip.Addr {
	var out []netip.Addr
	for _, in := range ifaces {
		if !in.Up || isBridge(in.Name) {
			continue
		}
		for _, a := range in.Addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			ip, ok := netip.AddrFromSlice(ipn.IP)
			if !ok {
				continue
			}
			ip = ip.Unmap()
			if !ip.Is4() || ip.IsLoopback() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() {
				continue
			}
			out = append(out, ip)
		}
	}
	return out
}

func isBridge(name string) bool {
	for _, p := range bridges {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// Addresses are this machine's addresses on the local network (see Pick).
func Addresses() []netip.Addr {
	list, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var ifaces []Iface
	for _, in := range list {
		addrs, err := in.Addrs()
		if err != nil {
			continue
		}
		ifaces = append(ifaces, Iface{Name: in.Name, Up: in.Flags&net.FlagUp != 0 && in.Flags&net.FlagLoopback == 0, Addrs: addrs})
	}
	return Pick(ifaces)
}

// Bases are the "http://host:port" a device can open when Herald listens
// on listen: localhost and each address of Addresses when it listens on
// all interfaces, else the one address it listens on.
func Bases(listen net.Addr) []string {
	tcp, ok := listen.(*net.TCPAddr)
	if !ok {
		return []string{"http://" + listen.String()}
	}
	if !tcp.IP.IsUnspecified() {
		return []string{"http://" + net.JoinHostPort(tcp.IP.String(), fmt.Sprint(tcp.Port))}
	}
	out := []string{fmt.Sprintf("http://localhost:%d", tcp.Port)}
	for _, ip := range Reachable(listen, Addresses) {
		out = append(out, "http://"+net.JoinHostPort(ip.String(), fmt.Sprint(tcp.Port)))
	}
	return out
}

// Reachable are the addresses a phone can open Herald at when it listens
// on listen, of all (the machine's, see Addresses): every one when it
// listens on all interfaces (or listen is unknown, nil), the one it
// listens on when that is not loopback, none when it listens on this
// machine only. A link to an address Herald does not listen on would be
// refused by the phone's connection.
func Reachable(listen net.Addr, all func() []netip.Addr) []netip.Addr {
	ip, ok := listenIP(listen)
	switch {
	case !ok || ip.IsUnspecified():
		return all()
	case ip.IsLoopback():
		return nil
	}
	return []netip.Addr{ip}
}

// LoopbackOnly says that listen takes connections from this machine only
// (-addr 127.0.0.1:8080, -addr localhost:8080): no phone can join.
func LoopbackOnly(listen net.Addr) bool {
	ip, ok := listenIP(listen)
	return ok && ip.IsLoopback()
}

// listenIP is the IP of a TCP listen address; false when listen is not
// one (nil: not known).
func listenIP(listen net.Addr) (netip.Addr, bool) {
	tcp, ok := listen.(*net.TCPAddr)
	if !ok || tcp == nil {
		return netip.Addr{}, false
	}
	if len(tcp.IP) == 0 { // ":8080" before it is listened on
		return netip.IPv4Unspecified(), true
	}
	ip, ok := netip.AddrFromSlice(tcp.IP)
	return ip.Unmap(), ok
}

// InContainer says that Herald runs inside a container (Docker's
// /.dockerenv, Podman's /run/.containerenv, or the container variable
// systemd-nspawn, LXC and Podman set): its addresses are the container's,
// which a phone reaches only if the port is published on the host.
func InContainer() bool { return inContainer(os.Stat, os.Getenv) }

func inContainer(stat func(string) (os.FileInfo, error), getenv func(string) string) bool {
	for _, f := range []string{"/.dockerenv", "/run/.containerenv"} {
		if _, err := stat(f); err == nil {
			return true
		}
	}
	return getenv("container") != ""
}

// level is the QR error correction: Medium (15 %) stays readable on a
// glossy tablet screen and keeps a join link at version 3-4 (29-33 modules).
const level = qrcode.Medium

// Matrix is the QR code of text: true is a dark module, the quiet zone
// (four light modules) included.
func Matrix(text string) ([][]bool, error) {
	q, err := qrcode.New(text, level)
	if err != nil {
		return nil, err
	}
	return q.Bitmap(), nil
}

// SVGPath draws the dark modules of m as one SVG path in module units, a
// horizontal run of dark modules per segment: a link's code is some 300
// runs instead of 500 rectangles.
func SVGPath(m [][]bool) string {
	var b strings.Builder
	for y, row := range m {
		for x := 0; x < len(row); {
			if !row[x] {
				x++
				continue
			}
			end := x
			for end < len(row) && row[end] {
				end++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x, y, end-x, end-x)
			x = end
		}
	}
	return b.String()
}

// Terminal is the QR code of text in half-block characters, two modules
// a line, light on dark as a terminal shows it.
func Terminal(text string) (string, error) {
	q, err := qrcode.New(text, level)
	if err != nil {
		return "", err
	}
	return q.ToSmallString(false), nil
}
