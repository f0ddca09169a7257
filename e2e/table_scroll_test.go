package e2e

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSummaryFiguresScrollOnAPhone: on a phone (390x844) the summary's
// "players in figures" table is wider than the screen (9 columns). Its
// right edge shows a shadow while columns lie beyond it, none once the
// last column is in view, and the players' names (and their column's
// heading) stay in view as it
// scrolls (found playing: lost, destroyed, trades and luck sat behind
// a scroll nothing hinted at).
func TestSummaryFiguresScrollOnAPhone(t *testing.T) {
	t.Parallel()
	game, _ := storeSummaryGame(t)
	ctx := newBrowser(t, 390, 844)
	navigate(t, ctx, game+"/summary?lang=fr")
	const box = `[data-testid="summary-figures"] .table-scroll`
	evalJS[bool](t, ctx, `(document.querySelector('`+box+`').scrollIntoView({block: "center"}), true)`)
	mustIdle(t, ctx)
	if !evalJS[bool](t, ctx, `(() => { const b = document.querySelector('`+box+`'); return b.scrollWidth > b.clientWidth + 20 })()`) {
		t.Fatal("the figures fit the phone's width: nothing to scroll, the test says nothing")
	}
	if got := edgeBrightness(t, ctx, box); got > 240 {
		t.Errorf("columns lie beyond the right edge, and the edge's lightest pixel is %d (no shadow)", got)
	}
	evalJS[bool](t, ctx, `(() => { const b = document.querySelector('`+box+`'); b.scrollLeft = b.scrollWidth; return true })()`)
	mustIdle(t, ctx)
	if got := edgeBrightness(t, ctx, box); got < 250 {
		t.Errorf("scrolled to the last column, the right edge is still shaded (lightest pixel %d)", got)
	}
	if out := evalJS[[]string](t, ctx, `(() => {
		const b = document.querySelector('`+box+`').getBoundingClientRect();
		return [...document.querySelectorAll('`+box+` th[scope="row"], `+box+` thead th:first-child')].filter(th => th.getBoundingClientRect().left < b.left - 1).map(th => th.textContent.trim());
	})()`); len(out) > 0 {
		t.Errorf("scrolled to the last column, the names %v left the screen", out)
	}
}

// edgeBrightness is the lightest pixel (the least of R, G, B) in a band
// 2 px wide just inside the right edge of sel, over its body rows: text
// is dark, the shadow darkens even the background there.
func edgeBrightness(t *testing.T, ctx context.Context, sel string) int {
	t.Helper()
	r := evalJS[map[string]float64](t, ctx, `(() => {
		const b = document.querySelector('`+sel+`').getBoundingClientRect();
		const body = document.querySelector('`+sel+` tbody').getBoundingClientRect();
		return {right: b.right, top: body.top, bottom: body.bottom, dpr: devicePixelRatio};
	})()`)
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		t.Fatal(err)
	}
	d := r["dpr"]
	light := 0
	for y := int(r["top"]*d) + 2; y < int(r["bottom"]*d)-2; y++ {
		for x := int((r["right"] - 4) * d); x < int((r["right"]-2)*d); x++ {
			light = max(light, least(img, x, y))
		}
	}
	return light
}

func least(img image.Image, x, y int) int {
	r, g, b, _ := img.At(x, y).RGBA()
	return int(min(r, g, b) >> 8)
}
