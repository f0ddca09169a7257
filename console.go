package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"strconv"
)

// stopped tells the table why Herald stopped, in words. Where Herald has
// a console window of its own (Windows, started by a double-click), the
// window would close with the program and take the sentence with it: it
// stays open until Enter.
func stopped(w io.Writer, in io.Reader, err error, addr string, ownWindow bool) {
	fmt.Fprintln(w, whyStopped(err, addr))
	if ownWindow {
		fmt.Fprintln(w, "Press Enter to close this window.")
		bufio.NewReader(in).ReadString('\n')
	}
}

// whyStopped is err as the table reads it: a port another program holds
// says which, and the flag that picks another.
func whyStopped(err error, addr string) string {
	if addrInUse(err) {
		_, port, _ := net.SplitHostPort(addr)
		if n, perr := strconv.Atoi(port); perr == nil && n > 0 && n < 65535 {
			return fmt.Sprintf("Herald could not start: port %d is taken (Herald is running already, or another program uses it). Close that one, or start Herald with -addr :%d.", n, n+1)
		}
	}
	return "Herald stopped: " + err.Error()
}
