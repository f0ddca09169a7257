package views

import "unicode/utf8"

// labelAt is where a text's end (text-anchor="end") stands: X, Y.
type labelAt struct{ X, Y float64 }

// inkSpan is what a bar covers from its highest ink (its count's label)
// down to the chart's base, between X0 and X1.
type inkSpan struct{ X0, X1, Top float64 }

// Sizes of a line's label in the charts' units (app.css: .chart text is
// 12px, the label bold): a generous width per character, so that the
// label found free is free in every font a device has.
const (
	labelCharW = 7.4
	labelRise  = 10 // from the baseline up to the tallest letter
	labelDrop  = 3  // below the baseline
	labelGap   = 5  // between the line and the label
	countRise  = 11 // a bar's count (13px bold) above its baseline
)

// lineLabel places a horizontal line's label (the fair die's count) where
// no bar or count lies under it: above the line at the chart's right end,
// as before, unless a bar stands there (found playing at 390 px: "équilibré
// : 37,5" ran over the tallest bar); then above the line ending before each
// bar from the right in turn, then the same below the line. It tries each
// of texts in turn (the label, then the bare number: the legend names the
// line), and failing all puts the first at the right end above the line.
func lineLabel(texts []string, lineY, left, right, base float64, bars []inkSpan) (labelAt, string) {
	ends := []float64{right}
	for i := len(bars) - 1; i >= 0; i-- {
		ends = append(ends, bars[i].X0-2)
	}
	for _, text := range texts {
		w := float64(utf8.RuneCountInString(text)) * labelCharW
		for _, y := range []float64{lineY - labelGap, lineY + labelGap + labelRise} {
			if y+labelDrop > base || y-labelRise < 0 {
				continue
			}
			for _, end := range ends {
				if end-w >= left-2 && free(end-w, end, y-labelRise, bars) {
					return labelAt{X: end, Y: y}, text
				}
			}
		}
	}
	return labelAt{X: right, Y: lineY - labelGap}, texts[0]
}

// free says whether no bar between x0 and x1 reaches up to top.
func free(x0, x1, top float64, bars []inkSpan) bool {
	for _, b := range bars {
		if b.X1 > x0 && b.X0 < x1 && b.Top < top+labelRise+labelDrop {
			return false
		}
	}
	return true
}
