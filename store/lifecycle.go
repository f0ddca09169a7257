package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// A game's life after the table (issue 33): removed (kept KeepRemoved,
// restorable, then deleted for good) or archived (off the home page's
// list, still in the records). Both are marks on the game's row; its log
// is never touched until the removal is final.

// KeepRemoved is how long a removed game can be restored.
const KeepRemoved = 30 * 24 * time.Hour

// SetClock makes the store read the time of removals and of their end
// from now instead of the machine's clock (for tests: thirty days pass
// without waiting for them).
func (s *Store) SetClock(now func() time.Time) { s.clock = now }

func (s *Store) now() time.Time {
	if s.clock != nil {
		return s.clock().UTC()
	}
	return now()
}

// RemoveGame takes a game out of every list and read (kept), to be
// restored until KeepRemoved has passed. A game already removed, or
// none, is ErrNotFound.
func (s *Store) RemoveGame(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `UPDATE games SET removed_at = ? WHERE id = ? AND `+kept, formatTime(s.now()), id)
	return oneRow("remove game", id, res, err)
}

// RestoreGame puts a removed or archived game back on the home page's
// list. A game removed longer ago than KeepRemoved is gone: ErrNotFound.
// Restoring a game on the list changes nothing.
func (s *Store) RestoreGame(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `UPDATE games SET removed_at = NULL, archived_at = NULL
		WHERE id = ? AND (removed_at IS NULL OR removed_at >= ?)`, id, formatTime(s.now().Add(-KeepRemoved)))
	return oneRow("restore game", id, res, err)
}

// ArchiveGame puts a game away: off the home page's list, still in the
// records and the dice. Archiving it again keeps its first time.
func (s *Store) ArchiveGame(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `UPDATE games SET archived_at = COALESCE(archived_at, ?) WHERE id = ? AND `+kept,
		formatTime(s.now()), id)
	return oneRow("archive game", id, res, err)
}

// RemovedGames lists the games removed less than KeepRemoved ago, most
// recently removed first, after deleting for good those removed earlier.
func (s *Store) RemovedGames(ctx context.Context) ([]Game, error) {
	if err := s.purgeRemoved(ctx); err != nil {
		return nil, err
	}
	games, err := s.queryGames(ctx, selectGames+` WHERE removed_at IS NOT NULL ORDER BY removed_at DESC, id DESC`)
	if err != nil {
		return nil, fmt.Errorf("store: removed games: %w", err)
	}
	return games, nil
}

// purgeRemoved deletes for good (with their logs, by cascade) the games
// removed more than KeepRemoved ago: on opening and on listing the
// removed games.
func (s *Store) purgeRemoved(ctx context.Context) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM games WHERE removed_at IS NOT NULL AND removed_at < ?`,
		formatTime(s.now().Add(-KeepRemoved)))
	if err != nil {
		return fmt.Errorf("store: delete removed games: %w", err)
	}
	return nil
}

// oneRow is a write's outcome for game id: ErrNotFound when it met no row.
func oneRow(what string, id int64, res sql.Result, err error) error {
	if err == nil {
		var n int64
		if n, err = res.RowsAffected(); err == nil && n == 0 {
			err = ErrNotFound
		}
	}
	if err != nil {
		return fmt.Errorf("store: %s %d: %w", what, id, err)
	}
	return nil
}

// ImportedAs finds the game (not removed) imported from the file named
// sha, if any.
func (s *Store) ImportedAs(ctx context.Context, sha string) (Game, bool, error) {
	g, err := scanGame(s.db.QueryRowContext(ctx, selectKept+` AND import_sha = ? ORDER BY id LIMIT 1`, sha))
	if errors.Is(err, sql.ErrNoRows) {
		return Game{}, false, nil
	}
	if err != nil {
		return Game{}, false, fmt.Errorf("store: imported as %s: %w", sha, err)
	}
	return g, true, nil
}

// GamesCreatedAt lists the games (not removed) created at t exactly: a
// game file keeps its game's start to the nanosecond, so these are the
// only games here a file can be a copy of.
func (s *Store) GamesCreatedAt(ctx context.Context, t time.Time) ([]Game, error) {
	games, err := s.queryGames(ctx, selectKept+` AND created_at = ? ORDER BY id`, formatTime(t))
	if err != nil {
		return nil, fmt.Errorf("store: games created at %s: %w", t, err)
	}
	return games, nil
}
