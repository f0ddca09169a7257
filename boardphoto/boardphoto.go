// Package boardphoto checks, re-encodes and scales the table's photo of its
// board (issue 30): a picture from a tablet's camera or a file, never
// trusted as sent. It uses the standard library's image decoders (JPEG,
// PNG, GIF), golang.org/x/image/webp for WebP, and golang.org/x/image/draw
// to scale.
package boardphoto

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/jpeg"

	// Formats a table's photo may come in: registered for image.Decode.
	_ "image/gif"
	_ "image/png"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp"
)

// Limits of an upload.
const (
	// MaxBytes bounds the file as sent (a tablet's camera: 2–8 MB).
	MaxBytes = 10 << 20
	// MaxPixels bounds the picture's size, read from its header before
	// anything is decoded: a small file can claim a huge picture (a
	// decompression bomb), and decoding it would take that much memory.
	MaxPixels = 40_000_000
	// KeptSide is the longest side of the copy Herald keeps: enough to
	// find a territory on a tablet, a fraction of a camera's bytes.
	KeptSide    = 2400
	keptQuality = 85
)

// Why an upload is refused.
var (
	ErrTooBig        = errors.New("photo: file too big")
	ErrTooManyPixels = errors.New("photo: too many pixels")
	ErrNotImage      = errors.New("photo: not a readable image")
)

// Kept is a photo as Herald keeps it: its own JPEG re-encoding.
type Kept struct {
	Data          []byte
	Width, Height int
}

// Check reads data's header: the picture's size and format, refusing a
// file over MaxBytes, one that is no image Herald reads, or one over
// MaxPixels, before decoding anything.
func Check(data []byte) (image.Config, error) {
	if len(data) > MaxBytes {
		return image.Config{}, ErrTooBig
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width < 1 || cfg.Height < 1 {
		return image.Config{}, ErrNotImage
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return image.Config{}, ErrTooManyPixels
	}
	return cfg, nil
}

// Keep checks data, decodes it whole (a cut-off or broken file is refused
// here) and re-encodes it as a JPEG with its longest side at most
// KeptSide. The re-encoding carries pixels only: the camera's EXIF data
// (the place the photo was taken, the time, the device) is not kept.
func Keep(data []byte) (Kept, error) {
	if _, err := Check(data); err != nil {
		return Kept{}, err
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return Kept{}, ErrNotImage
	}
	// Scaled first: turning is pixel by pixel, the longest side the same.
	img = Upright(fit(img, KeptSide, draw.BiLinear), Orientation(data))
	out, err := encode(img, keptQuality)
	if err != nil {
		return Kept{}, err
	}
	b := img.Bounds()
	return Kept{Data: out, Width: b.Dx(), Height: b.Dy()}, nil
}

// fit scales img down so its longest side is at most side.
func fit(img image.Image, side int, k draw.Interpolator) image.Image {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= side && h <= side {
		return img
	}
	if w >= h {
		h, w = max(1, h*side/w), side
	} else {
		w, h = max(1, w*side/h), side
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	k.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	return dst
}

func encode(img image.Image, quality int) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: quality}); err != nil {
		return nil, fmt.Errorf("photo: encode: %w", err)
	}
	return buf.Bytes(), nil
}

// Widths are the scaled copies a screen may ask for: a phone, a tablet,
// the kept photo itself.
var Widths = []int{640, 1280, KeptSide}

// PhoneBytes bounds a copy up to 1280 px wide, what a phone loads.
const PhoneBytes = 300 << 10

// CopyWidth is the width of the copy for a screen w pixels wide: the
// smallest of Widths at least w (the largest past it).
func CopyWidth(w int) int {
	for _, x := range Widths {
		if x >= w {
			return x
		}
	}
	return Widths[len(Widths)-1]
}

// Scaled is the kept photo (a JPEG) scaled to width, or the photo itself
// when it is no wider. A copy for a phone is encoded at a lower quality
// until it is under PhoneBytes.
func Scaled(kept []byte, width int) ([]byte, error) {
	img, err := jpeg.Decode(bytes.NewReader(kept))
	if err != nil {
		return nil, fmt.Errorf("photo: decode kept: %w", err)
	}
	b := img.Bounds()
	if b.Dx() <= width {
		return kept, nil
	}
	h := max(1, b.Dy()*width/b.Dx())
	dst := image.NewRGBA(image.Rect(0, 0, width, h))
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	for q := 80; ; q -= 10 {
		out, err := encode(dst, q)
		if err != nil || len(out) <= PhoneBytes || width > 1280 || q <= 40 {
			return out, err
		}
	}
}
