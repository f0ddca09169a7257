package maps

import (
	"bytes"
	"strings"
	"testing"

	"herald/engine"
)

// pictureBoard is a two-territory board with a picture and one spot.
const pictureBoard = `{
 "id": "pic",
 "names": {"en":"Pic"},
 "picture": {"width":1200,"height":800,"photo":"` + "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef" + `"},
 "regions": [
  {"id":"r","names":{"en":"R"},"bonus":1}
 ],
 "territories": [
  {"id":"a","names":{"en":"A"},"region":"r","castle":false,"port":false,"spot":[120,980]},
  {"id":"b","names":{"en":"B"},"region":"r","castle":false,"port":false}
 ],
 "links": [
  {"a":"a","b":"b","kind":"land","confidence":"high"}
 ],
 "cards": []
}
`

// A board's picture and its territories' spots (issue 30) read and write
// back byte for byte; a territory without a spot stays without one.
func TestPictureAndSpotsRoundTrip(t *testing.T) {
	spec, err := Parse([]byte(pictureBoard))
	if err != nil {
		t.Fatal(err)
	}
	b, err := Validate(spec)
	if err != nil {
		t.Fatal(err)
	}
	if p := b.Picture; p == nil || p.Width != 1200 || p.Height != 800 || len(p.Photo) != 64 {
		t.Fatalf("picture = %+v", p)
	}
	if s := b.Territories[0].Spot; s == nil || *s != (engine.Spot{X: 120, Y: 980}) {
		t.Fatalf("spot of a = %+v", s)
	}
	if b.Territories[1].Spot != nil || !b.HasPicture() {
		t.Fatalf("spot of b = %+v, HasPicture %v", b.Territories[1].Spot, b.HasPicture())
	}
	out, err := Encode(b.Spec())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, []byte(pictureBoard)) {
		t.Fatalf("written back:\n%s\nwant:\n%s", out, pictureBoard)
	}
}

// A spot off the picture, a spot on a board without a picture, a picture
// of no size and a photo not named by its SHA-256 are each refused.
func TestPictureProblemsAreRefused(t *testing.T) {
	for _, c := range []struct{ from, to, want string }{
		{`"spot":[120,980]`, `"spot":[120,1001]`, `spot 120,1001, off the picture`},
		{`"spot":[120,980]`, `"spot":[-1,5]`, `spot -1,5, off the picture`},
		{`"width":1200`, `"width":0`, `picture is 0x800`},
		{`"height":800`, `"height":20001`, `picture is 1200x20001`},
		{`"photo":"0123`, `"photo":"X123`, `is not a SHA-256`},
	} {
		spec, err := Parse([]byte(strings.Replace(pictureBoard, c.from, c.to, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Validate(spec); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.to, err, c.want)
		}
	}
	spec, err := Parse([]byte(pictureBoard))
	if err != nil {
		t.Fatal(err)
	}
	spec.Picture = nil
	if _, err := Validate(spec); err == nil || !strings.Contains(err.Error(), `territory "a" has a spot but the board has no picture`) {
		t.Errorf("spot without picture: %v", err)
	}
}
