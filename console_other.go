//go:build !windows

package main

import (
	"errors"
	"syscall"
)

// addrInUse says whether err is a listen on a port another program holds.
func addrInUse(err error) bool { return errors.Is(err, syscall.EADDRINUSE) }

// ownConsoleWindow: only Windows opens a window for a program started by
// a double-click.
func ownConsoleWindow() bool { return false }
