package handlers

// A game file's times and its identity (issue 33). The export keeps the
// game's start, its last change and each event's time, so an imported game
// lasts what it lasted; a file of an earlier Herald has none and takes the
// import's time, as it always did. The times are read strictly: all or
// none, each RFC 3339, the log in order from the game's start.
//
// A file imported twice is recognised by what the game is: its edition,
// its start and its log, each event with its time (gameFileSHA). Neither
// the file's name for the game nor its boards' names count, nor whether
// its secrets were left out by the same export; an export of a game that
// went on since is another log, so another game (the table may want both
// evenings), and a file is never taken for a game with another log.

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"net/http"
	"time"

	"herald/store"
	"herald/views"
)

// fileTime is how a game file writes a time.
func fileTime(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

// fileTimes are a file's times, read: all zero for a file without them.
type fileTimes struct {
	created, updated time.Time
	events           []time.Time // nil without times
}

// readTimes reads and checks f's times.
func readTimes(f gameFile) (fileTimes, error) {
	has := f.CreatedAt != "" || f.UpdatedAt != ""
	for _, e := range f.Events {
		has = has || e.At != ""
	}
	if !has {
		return fileTimes{}, nil
	}
	var ft fileTimes
	var err error
	if ft.created, err = readTime("created_at", 0, f.CreatedAt); err != nil {
		return ft, err
	}
	if ft.updated, err = readTime("updated_at", 0, f.UpdatedAt); err != nil {
		return ft, err
	}
	ft.events = make([]time.Time, len(f.Events))
	last := ft.created
	for i, e := range f.Events {
		if ft.events[i], err = readTime("at", i+1, e.At); err != nil {
			return ft, err
		}
		switch {
		case i == 0 && ft.events[i].Before(ft.created):
			return ft, refuseFile(http.StatusBadRequest, "gamefile.time_before_start", "n", 1)
		case ft.events[i].Before(last):
			return ft, refuseFile(http.StatusBadRequest, "gamefile.time_order", "n", i+1)
		}
		last = ft.events[i]
	}
	if ft.updated.Before(last) {
		return ft, refuseFile(http.StatusBadRequest, "gamefile.time_updated")
	}
	return ft, nil
}

// readTime reads one of a file's times (n: the event's place, 0 for the
// game's own): RFC 3339, as the export writes it.
func readTime(field string, n int, s string) (time.Time, error) {
	if s == "" {
		if n > 0 {
			return time.Time{}, refuseFile(http.StatusBadRequest, "gamefile.event_time_missing", "n", n)
		}
		return time.Time{}, refuseFile(http.StatusBadRequest, "gamefile.time_missing", "field", field)
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	// Before 1970 is no game Herald kept (and year 1 would read as no
	// time at all).
	if err != nil || t.Year() < 1970 {
		if n > 0 {
			return time.Time{}, refuseFile(http.StatusBadRequest, "gamefile.event_time_bad", "n", n, "found", s)
		}
		return time.Time{}, refuseFile(http.StatusBadRequest, "gamefile.time_bad", "field", field, "found", s)
	}
	return t.UTC(), nil
}

// gameFileSHA names the game a file holds (its times already read): the
// SHA-256 of its edition, its start and each event's type, payload (as a
// JSON value, store.CanonicalJSON: spacing and key order do not count)
// and time.
func gameFileSHA(f gameFile) (string, error) {
	h := sha256.New()
	field(h, "herald game 1", f.Edition, sameTime(f.CreatedAt))
	for _, e := range f.Events {
		p, err := store.CanonicalJSON(e.Payload)
		if err != nil {
			return "", err
		}
		field(h, e.Type, string(p), sameTime(e.At))
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// field writes each part with its length, so no two lists of parts write
// the same bytes.
func field(h hash.Hash, parts ...string) {
	for _, p := range parts {
		fmt.Fprintf(h, "%d:%s;", len(p), p)
	}
}

// sameTime writes a time one way, whatever zone the file wrote it in.
func sameTime(s string) string {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return s
	}
	return fileTime(t)
}

// alreadyHere finds the game here (not removed) that f, named sha, is a
// file of: a game imported from the same file, or one whose own export,
// whole or without its secrets, is that file (a file taken back to the
// Herald it came from). Only games started at the file's start can be.
func (a *App) alreadyHere(ctx context.Context, f gameFile, ft fileTimes, sha string) (store.Game, bool, error) {
	if g, ok, err := a.games.store.ImportedAs(ctx, sha); ok || err != nil {
		return g, ok, err
	}
	if ft.events == nil {
		return store.Game{}, false, nil
	}
	same, err := a.games.store.GamesCreatedAt(ctx, ft.created)
	if err != nil {
		return store.Game{}, false, err
	}
	for _, meta := range same {
		if meta.Events != len(f.Events) || meta.Edition != f.Edition {
			continue
		}
		// A game here that no longer replays has no export to be: it is
		// not this file, and it never keeps a good file out.
		gm, err := a.games.load(ctx, meta.ID)
		if err != nil {
			continue
		}
		for _, whole := range []bool{true, false} {
			g, err := a.exportFile(ctx, gm, whole)
			if err != nil {
				continue
			}
			if s, err := gameFileSHA(g); err == nil && s == sha {
				return meta, true, nil
			}
		}
	}
	return store.Game{}, false, nil
}

// alreadyHereRefusal is the answer to a file of a game here: its name
// and a link to it.
func alreadyHereRefusal(g store.Game) *fileRefusal {
	fr := refuseFile(http.StatusConflict, "gamefile.already_here", "name", g.Name)
	fr.game = g.ID
	fr.url = views.GameURL(g.ID)
	return fr
}
