package e2e

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"herald/engine"
	"herald/maps"
	"herald/store"
)

// photoBoard stores a small entered board of the table's (Halo
// Legendary, two regions, eight territories, no picture yet).
func photoBoard(t *testing.T, st *store.Store) engine.BoardSpec {
	t.Helper()
	return sectorBoard(t, st, "ring-photo", 8, false)
}

// sectorBoard stores a Halo Legendary board as a table enters it, no
// picture yet: n sectors ("Sector 1".."Sector n", ids s1..sn), the first
// half in region Alpha, the rest in Beta, linked in a ring when ring.
func sectorBoard(t *testing.T, st *store.Store, id string, n int, ring bool) engine.BoardSpec {
	t.Helper()
	spec := engine.BoardSpec{ID: id, Names: engine.Names{"de": "Ring", "en": "Ring"},
		Regions: []engine.Region{{ID: "a", Names: engine.Names{"de": "Alpha", "en": "Alpha"}, Bonus: 2}, {ID: "b", Names: engine.Names{"de": "Beta", "en": "Beta"}, Bonus: 2}}}
	for i := 1; i <= n; i++ {
		name := fmt.Sprintf("Sector %d", i)
		spec.Territories = append(spec.Territories, engine.Territory{ID: fmt.Sprintf("s%d", i), Names: engine.Names{"de": name, "en": name}, Region: []string{"a", "b"}[(i-1)/(n/2)]})
		if ring {
			spec.Links = append(spec.Links, engine.LinkSpec{A: fmt.Sprintf("s%d", i), B: fmt.Sprintf("s%d", i%n+1), Kind: engine.LinkLand, Confidence: "high"})
		}
	}
	data, err := maps.EncodeMeta(spec, maps.Meta{Edition: "halo_legendary"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.SaveBoard(context.Background(), store.Board{ID: spec.ID, Name: "Ring", Edition: "halo_legendary", Data: data}); err != nil {
		t.Fatal(err)
	}
	return spec
}

// photoFile writes a generated 1600×1200 photo of a board: a coloured
// square per region.
func photoFile(t *testing.T) string {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 1600, 1200))
	draw.Draw(img, image.Rect(0, 0, 800, 1200), &image.Uniform{color.RGBA{180, 60, 50, 255}}, image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(800, 0, 1600, 1200), &image.Uniform{color.RGBA{50, 90, 180, 255}}, image.Point{}, draw.Src)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "board.jpg")
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// touchEmulated turns the tab's touch emulation on (one touch point).
func touchEmulated(t *testing.T, ctx context.Context) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	_, err := chromedp.Run(sctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1})
		return chromedp.Void{}, err
	})
	if err != nil {
		t.Fatalf("touch emulation: %v", err)
	}
}

// waitLoaded waits until the page and its images are loaded.
func waitLoaded(t *testing.T, ctx context.Context) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	for {
		done, err := chromedp.Run(sctx, chromedp.Evaluate[bool](`document.readyState === 'complete'`))
		if err == nil && done {
			return
		}
		select {
		case <-sctx.Done():
			t.Fatalf("waiting for the page to load: %v (last error %v)", sctx.Err(), err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// touchAt touches the screen at x, y (CSS px in the viewport), with
// touch emulation on.
func touchAt(t *testing.T, ctx context.Context, x, y float64) {
	t.Helper()
	touchEmulated(t, ctx)
	// Both touches at one moment by their own time stamps (the events'
	// timeStamp): a page that tells a tap from a long press by them
	// (link-picture.js) sees a tap however long a busy machine takes
	// between the two.
	touchPointAt(t, ctx, x, y, input.TimeSinceEpoch(float64(time.Now().UnixNano())/1e9))
}

// touchPoint is a touch at x, y: start and end (touch emulation is on),
// each stamped by the browser as it gets it (the touch ruler of make
// bench-ui measures from the first).
func touchPoint(t *testing.T, ctx context.Context, x, y float64) { touchPointAt(t, ctx, x, y, 0) }

// touchPointAt is touchPoint with both touches stamped at (0: by the
// browser).
func touchPointAt(t *testing.T, ctx context.Context, x, y float64, at input.TimeSinceEpoch) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	_, err := chromedp.Run(sctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart,
			TouchPoints: []*input.TouchPoint{{X: x, Y: y}}, Timestamp: at}); err != nil {
			return chromedp.Void{}, err
		}
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}, Timestamp: at})
		return chromedp.Void{}, err
	})
	if err != nil {
		t.Fatalf("touch at %.0f,%.0f: %v", x, y, err)
	}
}

// TestPhotoBoardPlacedInOneTapPerTerritory takes a photo of a small
// entered board on a tablet (768×1024, touch) and places every territory
// on it with one tap each, as Herald asks for them in turn.
func TestPhotoBoardPlacedInOneTapPerTerritory(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	spec := photoBoard(t, st)
	ctx := newBrowser(t, 768, 1024)
	want := map[string]engine.Spot{}
	for i, tr := range spec.Territories {
		want[tr.ID] = engine.Spot{X: 100 + 250*(i%4), Y: 200 + 500*(i/4)}
	}
	taps := placeOnPhoto(t, ctx, srv.URL, spec, want)
	waitText(t, ctx, by("spot-count"), "8 of 8 territories placed")
	// The last tap saved the batch: every spot is stored where it was tapped.
	stored, _ := storedBoard(t, st, "ring-photo")
	if stored.Picture == nil || stored.Picture.Photo == "" {
		t.Fatal("the board has no photo")
	}
	for i, tr := range stored.Territories {
		w := engine.Spot{X: 100 + 250*(i%4), Y: 200 + 500*(i/4)}
		if s := tr.Spot; s == nil || abs(s.X-w.X) > 5 || abs(s.Y-w.Y) > 5 {
			t.Errorf("%s stored at %v, tapped at %v", tr.ID, s, w)
		}
	}
	if taps != len(spec.Territories)+1 {
		t.Errorf("%d taps, want one per territory and one to upload (%d)", taps, len(spec.Territories)+1)
	}
	t.Logf("photo upload and %d territories placed: %d taps", len(spec.Territories), taps)
	// The editor with the photo and its dots stays accessible.
	for _, v := range runAxe(t, ctx, loadAxe(t)) {
		if v.Impact == "critical" || v.Impact == "serious" {
			t.Errorf("with the photo: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(v.Targets, " | "))
		}
	}
	assertNoJSErrors(t, ctx)
}

// placeOnPhoto opens the editor of board spec, takes the generated photo
// (photoFile) and taps each territory where want places it (thousandths
// of the photo), as Herald asks for them; it returns the taps, the
// upload's included, once the last tap's batch is saved.
func placeOnPhoto(t *testing.T, ctx context.Context, base string, spec engine.BoardSpec, want map[string]engine.Spot) int {
	t.Helper()
	navigate(t, ctx, base+"/boards/"+spec.ID+"?lang=en")
	sctx, cancel := step(ctx)
	if err := chromedp.Do(sctx, chromedp.SetUploadFiles(chromedp.CSS(by("photo-input")), []string{photoFile(t)})); err != nil {
		t.Fatalf("choose the photo: %v", err)
	}
	cancel()
	taps := 0
	evalJS[bool](t, ctx, `(document.querySelector('[data-testid="photo-upload"]').scrollIntoView({block: "center"}), true)`)
	touchTap(t, ctx, by("photo-upload"))
	taps++
	waitVisible(t, ctx, by("photo-board"))
	byName := map[string]engine.Spot{}
	for _, tr := range spec.Territories {
		byName[tr.Names.In("en")] = want[tr.ID]
	}
	for range spec.Territories {
		prompt := waitText(t, ctx, by("spot-prompt"), "Where is")
		name := strings.TrimSuffix(strings.TrimPrefix(prompt, "Where is "), "? Tap it on the photo.")
		spot, ok := byName[name]
		if !ok {
			t.Fatalf("Herald asks %q", prompt)
		}
		box := evalJS[map[string]float64](t, ctx, `(() => {
			const s = document.querySelector('[data-testid="photo-board"]');
			s.scrollIntoView({block: "nearest"});
			const r = s.getBoundingClientRect();
			return {x: r.left, y: r.top, w: r.width, h: r.height};
		})()`)
		touchAt(t, ctx, box["x"]+box["w"]*float64(spot.X)/1000, box["y"]+box["h"]*float64(spot.Y)/1000)
		taps++
		delete(byName, name)
	}
	waitText(t, ctx, by("spot-prompt"), "Every territory is placed.")
	sctx, cancel = step(ctx)
	defer cancel()
	if err := chromedp.Do(sctx, chromedp.WaitVisible(chromedp.CSS(`[data-testid="spots-form"][data-saved]`))); err != nil {
		t.Fatalf("the spots were not saved: %v", err)
	}
	return taps
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
