//go:build windows

package main

import (
	"errors"
	"syscall"
	"unsafe"
)

// wsaeAddrInUse is Winsock's WSAEADDRINUSE: Go's syscall.EADDRINUSE is
// another number on Windows.
const wsaeAddrInUse = syscall.Errno(10048)

// addrInUse says whether err is a listen on a port another program holds.
func addrInUse(err error) bool { return errors.Is(err, wsaeAddrInUse) }

var getConsoleProcessList = syscall.NewLazyDLL("kernel32.dll").NewProc("GetConsoleProcessList")

// ownConsoleWindow says whether Herald is the only program in its console:
// Windows opened the window for it (a double-click in Explorer), and
// closes it when Herald ends. Started from a terminal, the terminal's
// shell is in it too.
func ownConsoleWindow() bool {
	var ids [2]uint32
	n, _, _ := getConsoleProcessList.Call(uintptr(unsafe.Pointer(&ids[0])), uintptr(len(ids)))
	return n == 1
}
