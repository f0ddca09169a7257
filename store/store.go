// Package store keeps each game as an append-only event log in SQLite.
//
// A game is a row in games plus its events, numbered seq = 1, 2, 3, ... with
// no gaps. Event 1 is always the setup event. The store knows nothing of the
// rules; it guarantees three things:
//
//   - the log stays contiguous;
//   - a writer can only append on top of the log it has seen: Append and
//     DropLast take the last seq the caller knows about and fail with ErrStale
//     if the game has moved on (optimistic concurrency, e.g. a stale page);
//   - an event is durable once Append has returned it, even if the process is
//     killed or the machine loses power right afterwards.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"time"

	_ "github.com/mattn/go-sqlite3" // registers the "sqlite3" driver
)

// Sentinel errors; test for them with errors.Is.
var (
	// ErrNotFound: no game with that id.
	ErrNotFound = errors.New("game not found")
	// ErrStale: the caller's expectedSeq is not the game's last seq, so the
	// caller acted on an out-of-date view of the game. Nothing was written.
	ErrStale = errors.New("stale: the game has moved on")
	// ErrNothingToUndo: the only event left is the setup event.
	ErrNothingToUndo = errors.New("nothing to undo")
	// ErrNothingToRedo: nothing was undone since the last new event.
	ErrNothingToRedo = errors.New("nothing to redo")
)

// Store is an open event-log database. It is safe for concurrent use, also
// by several processes opening the same file.
type Store struct {
	db *sql.DB
	// clock is the time of removals (SetClock); nil: the machine's.
	clock func() time.Time
}

// Open opens (creating if needed) the database file at path, creating its
// parent directory if missing, and brings the schema up to date. Use a file
// path; ":memory:" would give every pooled connection its own empty database.
func Open(path string) (*Store, error) {
	if path == "" || path == ":memory:" {
		return nil, fmt.Errorf("store: open: need a file path, got %q", path)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("store: open: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
		return nil, fmt.Errorf("store: open: %w", err)
	}
	db, err := sql.Open("sqlite3", dsn(abs))
	if err != nil {
		return nil, fmt.Errorf("store: open: %w", err)
	}
	s := &Store{db: db}
	if err := s.migrate(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	// The games removed long enough ago go for good on start-up too, not
	// only when the home page lists the removed ones.
	if err := s.purgeRemoved(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error {
	return s.db.Close()
}

// dsn builds the go-sqlite3 data source name for the file at abs.
//
// The pragmas go in the DSN, not in a db.Exec after opening: database/sql
// keeps a pool of connections and a PRAGMA run through db.Exec reaches just
// one of them, while the driver applies DSN parameters to every connection it
// opens.
//
//   - _journal_mode=WAL: readers don't block the writer and vice versa.
//   - _synchronous=FULL: in WAL mode the driver's default is NORMAL, which
//     does not fsync the WAL on commit; a committed transaction then survives
//     a process crash but can be lost on power loss or an OS crash. With FULL
//     each commit is fsynced before it returns, so an event that Append has
//     confirmed to a player survives SIGKILL and power loss alike. Game
//     actions are few and small, so the cost of one fsync per action is fine.
//   - _busy_timeout=5000: a writer waits up to 5s for the write lock instead
//     of failing at once with SQLITE_BUSY.
//   - _foreign_keys=on: SQLite has them off by default, per connection;
//     needed for ON DELETE CASCADE from games to events.
//   - _txlock=immediate: every transaction starts with BEGIN IMMEDIATE and so
//     takes the write lock up front. The read-check-write in Append is then
//     serialised, and a deferred transaction can't fail half-way when it tries
//     to upgrade its read lock (SQLITE_BUSY without waiting for busy_timeout).
//     Plain reads don't use transactions and are unaffected.
func dsn(abs string) string {
	q := url.Values{}
	q.Set("_journal_mode", "WAL")
	q.Set("_synchronous", "FULL")
	q.Set("_busy_timeout", "5000")
	q.Set("_foreign_keys", "on")
	q.Set("_txlock", "immediate")
	// A file: URI with an escaped path, so that a '?', '#' or '%' in the path
	// can't be mistaken for the start of the parameters.
	u := url.URL{Scheme: "file", Path: abs, RawQuery: q.Encode()}
	return u.String()
}

//go:embed migrations/*.sql
var migrations embed.FS

// migrate applies, in file-name order, every migration not yet recorded in
// schema_migrations. Each migration runs in its own transaction together with
// its bookkeeping row, so it is applied entirely or not at all; and because
// that transaction takes the write lock first (BEGIN IMMEDIATE), two processes
// opening a new file at once can't both apply the same migration.
func (s *Store) migrate(ctx context.Context) error {
	_, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    TEXT PRIMARY KEY,
		applied_at TEXT NOT NULL
	)`)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	slices.Sort(names)
	for _, name := range names {
		version := filepath.Base(name)
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			var applied bool
			err := tx.QueryRowContext(ctx,
				`SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE version = ?)`, version).Scan(&applied)
			if err != nil || applied {
				return err
			}
			body, err := migrations.ReadFile(name)
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, string(body)); err != nil {
				return err
			}
			_, err = tx.ExecContext(ctx,
				`INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`, version, formatTime(now()))
			return err
		})
		if err != nil {
			return fmt.Errorf("migrate %s: %w", version, err)
		}
	}
	return nil
}

// inTx runs fn in a transaction (BEGIN IMMEDIATE, see dsn) and commits if fn
// succeeds. fn must do all its queries through tx, never through s.db: with a
// single free connection that would wait forever for the one tx holds.
func (s *Store) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// Times are stored as UTC text with a fixed width, so that they sort as text.
const timeLayout = "2006-01-02T15:04:05.000000000Z"

func now() time.Time { return time.Now().UTC() }

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

func parseTime(s string) (time.Time, error) { return time.Parse(timeLayout, s) }
