package handlers

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"herald/engine"
	"herald/i18n"
	"herald/maps"
	"herald/store"
	"herald/views"
)

// fileRefusal is a game file Herald will not import, with the sentence
// that says why: a field of the file, or the first event that does not
// apply (its place in the log, the event, the state it met, the rule).
type fileRefusal struct {
	status int
	key    string
	args   map[string]any
	seq    int
	typ    string
	event  engine.Event // nil when the payload could not be read
	before *engine.State
	rule   error
	// game and url name the game here a file already is (alreadyHere).
	game int64
	url  string
}

func refuseFile(status int, key string, kv ...any) *fileRefusal {
	re := engine.Broke(key, kv...)
	return &fileRefusal{status: status, key: key, args: re.Args}
}

func (r *fileRefusal) Error() string {
	if r.seq > 0 {
		return fmt.Sprintf("game file: event %d (%s): %v", r.seq, r.typ, r.rule)
	}
	return "game file: " + r.key
}

// text is the sentence in lang: "Ereignis 17 (Angriff Harrenhal →
// Königsmund): <the rule's refusal>".
func (r *fileRefusal) text(lang string) string {
	if r.seq == 0 {
		return views.Say(lang, nil, r.key, r.args)
	}
	reason := i18n.T(lang, "gamefile.event_unreadable", nil)
	var re *engine.RuleError
	if errors.As(r.rule, &re) {
		reason = views.Say(lang, r.before, re.Key, re.Args)
	}
	return i18n.N(lang, "gamefile.bad_event", "n", strconv.Itoa(r.seq), "event", eventLabel(lang, r.before, r.typ, r.event), "reason", reason)
}

// eventLabel names an event as the history would, in a few words.
func eventLabel(lang string, st *engine.State, typ string, e engine.Event) string {
	switch e := e.(type) {
	case engine.Attack:
		return views.Say(lang, st, "gamefile.ev.attack", map[string]any{"from": e.From, "to": e.To})
	case engine.Maneuver:
		return views.Say(lang, st, "gamefile.ev.maneuver", map[string]any{"from": e.From, "to": e.To})
	case engine.Place:
		return views.Say(lang, st, "gamefile.ev.place", map[string]any{"territory": e.Territory})
	}
	switch {
	case i18n.Has("gamefile.kind." + typ):
		return i18n.T(lang, "gamefile.kind."+typ, nil)
	case i18n.Has("eventkind." + typ):
		return i18n.T(lang, "eventkind."+typ, nil)
	}
	return strconv.Quote(typ)
}

// readGameFile reads a file strictly: the version first (a newer file may
// have other fields), then every field known, then the bounds.
func readGameFile(r io.Reader) (gameFile, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxGameFile+1))
	if tooBig(err) || len(data) > maxGameFile {
		return gameFile{}, refuseFile(http.StatusRequestEntityTooLarge, "gamefile.too_big", "max", maxGameFile>>20)
	}
	if err != nil {
		return gameFile{}, err
	}
	var head struct {
		Format *int `json:"herald_game"`
	}
	if json.Unmarshal(data, &head) != nil {
		return gameFile{}, refuseFile(http.StatusBadRequest, "gamefile.bad_json")
	}
	if head.Format == nil || *head.Format != gameFileFormat {
		found := "–"
		if head.Format != nil {
			found = strconv.Itoa(*head.Format)
		}
		return gameFile{}, refuseFile(http.StatusBadRequest, "gamefile.format", "found", found, "want", gameFileFormat)
	}
	var f gameFile
	if err := engine.ReadStrict(bytes.NewReader(data), &f); err != nil {
		var re *engine.RuleError
		if errors.As(err, &re) && re.Key == "input.unknown_field" {
			return gameFile{}, refuseFile(http.StatusBadRequest, "gamefile.unknown_field", "field", re.Args["field"])
		}
		if errors.As(err, &re) && re.Key == "input.field_twice" {
			return gameFile{}, refuseFile(http.StatusBadRequest, "gamefile.field_twice", "field", re.Args["field"])
		}
		return gameFile{}, refuseFile(http.StatusBadRequest, "gamefile.bad_json")
	}
	return f, checkBounds(f)
}

func checkBounds(f gameFile) error {
	switch {
	case f.Secrets == secretsLeftOut:
		return refuseFile(http.StatusUnprocessableEntity, "gamefile.secrets_left_out")
	case f.Secrets != "" && f.Secrets != secretsUnknown:
		return refuseFile(http.StatusBadRequest, "gamefile.secrets_value", "found", f.Secrets)
	case utf8.RuneCountInString(f.Name) > maxFileName:
		return refuseFile(http.StatusBadRequest, "gamefile.too_long", "field", "name", "max", maxFileName)
	case len(f.Events) == 0:
		return refuseFile(http.StatusBadRequest, "gamefile.no_events")
	case len(f.Events) > maxFileEvents:
		return refuseFile(http.StatusBadRequest, "gamefile.too_many_events", "max", maxFileEvents)
	}
	parts := strings.Split(f.Board, "+")
	if len(parts) > 2 || len(f.Boards) != len(parts) {
		return refuseFile(http.StatusBadRequest, "gamefile.boards_mismatch", "board", f.Board)
	}
	for i, b := range f.Boards {
		if b.Ref != parts[i] {
			return refuseFile(http.StatusBadRequest, "gamefile.boards_mismatch", "board", f.Board)
		}
		if utf8.RuneCountInString(b.Name) > maxFileName {
			return refuseFile(http.StatusBadRequest, "gamefile.too_long", "field", "boards.name", "max", maxFileName)
		}
	}
	return nil
}

// importGame reads, checks and writes a game file; the new game's id. A
// file holding secrets comes in only on the machine running Herald
// (local), so no other device reads them on the copy; the copy of a
// seated game is seated (seatCopy).
func (a *App) importGame(ctx context.Context, r io.Reader, local bool) (int64, error) {
	f, err := readGameFile(r)
	if err != nil {
		return 0, err
	}
	ft, err := readTimes(f)
	if err != nil {
		return 0, err
	}
	g, st, board, err := a.checkGameFile(ctx, f)
	if err != nil {
		return 0, err
	}
	if secret, err := hasSecrets(asStored(f, g.Events), st, board); err != nil || secret && !local {
		if err != nil {
			return 0, err
		}
		return 0, refuseFile(http.StatusForbidden, "gamefile.secrets_here_only")
	}
	if g.SHA, err = gameFileSHA(f); err != nil {
		return 0, err
	}
	g.CreatedAt, g.UpdatedAt, g.EventTimes = ft.created, ft.updated, ft.events
	id, err := a.importNew(ctx, f, ft, g)
	if errors.Is(err, store.ErrBoardTaken) {
		// Another import took the board's id meanwhile.
		return 0, refuseFile(http.StatusConflict, "gamefile.board_taken", "board", f.Board)
	}
	if err != nil || !f.Seated {
		return id, err
	}
	return id, a.seatCopy(ctx, id, st)
}

// importNew stores g, the game file f, unless f's game is here already
// (alreadyHereRefusal); one file at a time (App.importing).
func (a *App) importNew(ctx context.Context, f gameFile, ft fileTimes, g store.ImportedGame) (int64, error) {
	a.importing.Lock()
	defer a.importing.Unlock()
	if here, ok, err := a.alreadyHere(ctx, f, ft, g.SHA); ok || err != nil {
		if err != nil {
			return 0, err
		}
		return 0, alreadyHereRefusal(here)
	}
	return a.games.store.ImportGame(ctx, g)
}

// asStored is f with the log as it will be stored here (its set-up naming
// the board's reference here), which replays on the board placed here.
func asStored(f gameFile, events []store.NewEvent) gameFile {
	f.Events = make([]fileEvent, len(events))
	for i, e := range events {
		f.Events[i] = fileEvent{Type: e.Type, Payload: e.Payload}
	}
	return f
}

// seatCopy issues a seat link for every player of the copy of a seated
// game: the shared pages hide its hands at once, and each player takes
// the seat again from the shared page's seat buttons.
func (a *App) seatCopy(ctx context.Context, id int64, st *engine.State) error {
	for p, pl := range st.Players {
		if pl.Neutral {
			continue
		}
		if _, err := a.games.store.IssueSeat(ctx, id, p); err != nil {
			return err
		}
	}
	a.games.markSeated(id)
	return nil
}

// checkGameFile finds each board a place here, then replays the log on
// the file's boards: the game to write when every event applies, its
// state and the board it started on.
func (a *App) checkGameFile(ctx context.Context, f gameFile) (store.ImportedGame, *engine.State, *engine.Board, error) {
	rules, ok := engine.RulesetFor(f.Edition)
	if !ok {
		return store.ImportedGame{}, nil, nil, refuseFile(http.StatusUnprocessableEntity, "gamefile.edition_unknown", "edition", f.Edition)
	}
	g := store.ImportedGame{Name: f.Name, Edition: f.Edition}
	var refs []string
	var boards []*engine.Board
	for _, fb := range f.Boards {
		p, err := a.placeBoard(ctx, fb, rules.Edition)
		if err != nil {
			return g, nil, nil, err
		}
		refs = append(refs, p.ref)
		boards = append(boards, p.board)
		if p.write != nil {
			g.Boards = append(g.Boards, *p.write)
		}
	}
	g.Board = strings.Join(refs, "+")
	board := boards[0]
	if len(boards) == 2 {
		var err error
		if board, err = engine.Compose(boards[0], boards[1]); err != nil {
			return g, nil, nil, refuseFile(http.StatusUnprocessableEntity, "gamefile.board_bad", "board", f.Board)
		}
	}
	events, st, err := replayFile(board, f.Events, f.Board, g.Board)
	g.Events = events
	return g, st, board, err
}

// placedBoard is where a file's board goes here: its reference, the
// board built from it, and the row to write when this Herald lacks it.
type placedBoard struct {
	ref   string
	board *engine.Board
	write *store.Board
}

// placeBoard keeps a board's reference when this Herald has the very same
// board under it (a shipped board unchanged, a version imported before);
// else the board is stored as a table board, under its own id and version
// when free here, or under a new id ("ours-2") when a table here uses it.
func (a *App) placeBoard(ctx context.Context, fb fileBoard, edition string) (placedBoard, error) {
	bad := refuseFile(http.StatusUnprocessableEntity, "gamefile.board_bad", "board", fb.Ref)
	spec, meta, err := maps.ParseMeta(fb.Data)
	id, v, stored := strings.Cut(fb.Ref, "@")
	if err != nil || spec.ID != id || views.CanonicalEdition(meta.Edition) != edition {
		return placedBoard{}, bad
	}
	board, err := engine.NewBoard(spec)
	if err != nil {
		return placedBoard{}, bad
	}
	version := 1
	if stored {
		if version, err = strconv.Atoi(v); err != nil || version < 1 {
			return placedBoard{}, bad
		}
		if row, err := a.games.store.Board(ctx, id, version); err == nil && store.SameJSON(row.Data, fb.Data) {
			return placedBoard{ref: fb.Ref, board: board}, nil
		}
	} else if spec2, meta2, err := maps.Spec(id); err == nil {
		if here, err := maps.EncodeMeta(spec2, meta2); err == nil && store.SameJSON(here, fb.Data) {
			return placedBoard{ref: fb.Ref, board: board}, nil
		}
	}
	if _, err := a.games.store.BoardVersions(ctx, id); err == nil {
		return a.renameBoard(ctx, spec, meta, fb.Name)
	}
	row := store.Board{ID: id, Version: version, Name: fb.Name, Edition: meta.Edition, Data: fb.Data}
	return placedBoard{ref: id + "@" + strconv.Itoa(version), board: board, write: &row}, nil
}

// renameBoard stores a board whose id this Herald's table already uses
// under the first free "id-2", "id-3", ...
func (a *App) renameBoard(ctx context.Context, spec engine.BoardSpec, meta maps.Meta, name string) (placedBoard, error) {
	base := spec.ID
	for n := 2; ; n++ {
		spec.ID = base + "-" + strconv.Itoa(n)
		_, err := a.games.store.BoardVersions(ctx, spec.ID)
		if errors.Is(err, store.ErrBoardNotFound) {
			break
		}
		if err != nil {
			return placedBoard{}, err
		}
	}
	data, err := maps.EncodeMeta(spec, meta)
	if err != nil {
		return placedBoard{}, err
	}
	board, err := engine.NewBoard(spec)
	if err != nil {
		return placedBoard{}, err
	}
	row := store.Board{ID: spec.ID, Version: 1, Name: name, Edition: meta.Edition, Data: data}
	return placedBoard{ref: spec.ID + "@1", board: board, write: &row}, nil
}

// replayFile applies the file's events one by one from its set-up (its
// board was from there, now to here): the first that does not apply is
// refused with the rule's sentence, and nothing is written.
func replayFile(board *engine.Board, events []fileEvent, from, to string) ([]store.NewEvent, *engine.State, error) {
	out := make([]store.NewEvent, len(events))
	var st *engine.State
	for i, fe := range events {
		refuse := &fileRefusal{status: http.StatusUnprocessableEntity, key: "gamefile.bad_event", seq: i + 1, typ: fe.Type, before: st}
		e, err := engine.Decode(fe.Type, fe.Payload)
		if err != nil {
			refuse.rule = err
			return nil, nil, refuse
		}
		refuse.event = e
		out[i] = store.NewEvent{Type: fe.Type, Payload: fe.Payload}
		if i == 0 {
			st, err = setupFile(board, e, from, to, &out[0])
			refuse.before = setupState(board, e)
		} else {
			st, err = engine.Apply(st, e)
		}
		if err != nil {
			refuse.rule = err
			return nil, nil, refuse
		}
	}
	return out, st, nil
}

// setupFile starts the game from the file's first event, which must be its
// set-up; when the board moved to another reference here, the set-up
// names the new one.
func setupFile(board *engine.Board, e engine.Event, from, to string, stored *store.NewEvent) (*engine.State, error) {
	s, ok := e.(engine.Setup)
	if !ok {
		return nil, engine.Broke("event.no_setup")
	}
	if s.Board != "" && engine.BoardID(s.Board) == engine.BoardID(from) && engine.BoardID(from) != engine.BoardID(to) {
		s.Board = to
		_, payload, err := engine.Encode(s)
		if err != nil {
			return nil, err
		}
		stored.Payload = payload
	}
	return engine.NewGame(board, s)
}

// setupState lets a refused set-up's sentence name its players.
func setupState(board *engine.Board, e engine.Event) *engine.State {
	if s, ok := e.(engine.Setup); ok {
		return stateForSetup(board, s)
	}
	return nil
}
