package boardphoto

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"testing"
	"time"
)

func testJPEG(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7 % 251)
	}
	img.Set(0, 0, color.RGBA{255, 0, 0, 255}) // a marked corner
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestKeepScalesAndTimes(t *testing.T) {
	data := testJPEG(t, 3000, 2000)
	start := time.Now()
	k, err := Keep(data)
	if err != nil || k.Width != KeptSide || k.Height != 1600 {
		t.Fatalf("kept %dx%d, %v", k.Width, k.Height, err)
	}
	t.Logf("Keep of 3000x2000: %v", time.Since(start))
	start = time.Now()
	if _, err := Scaled(k.Data, 640); err != nil {
		t.Fatal(err)
	}
	t.Logf("Scaled to 640: %v", time.Since(start))
}

func TestUprightTurns(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 3, 2))
	img.Set(0, 0, color.RGBA{255, 0, 0, 255})
	// Orientation 6: the picture is turned 90° clockwise to be upright,
	// so the top-left pixel goes to the top-right.
	out := Upright(img, 6)
	if b := out.Bounds(); b.Dx() != 2 || b.Dy() != 3 {
		t.Fatalf("turned to %v", b)
	}
	if r, _, _, _ := out.At(1, 0).RGBA(); r == 0 {
		t.Error("orientation 6 did not turn the top-left pixel to the top-right")
	}
}
