package handlers

import (
	"errors"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// One strict reader for every form route (every POST outside /api/,
// issue 29): it reads the request body's fields only, never the address's
// query (?lang= is the answer's language, langMiddleware, and never a
// field), and refuses a field the route does not declare, or a
// single-valued field given twice, with one sentence naming the field.
// Each route declares its fields once, as a formSpec.

// formSpec is what a form route reads. A name ending in "_" stands for
// every field it begins (owner_<territory>).
type formSpec struct {
	fields []string // given at most once
	repeat []string // may come more than once (ticked boxes, dice boxes)
}

// fields is the spec of single-valued fields names.
func fields(names ...string) formSpec { return formSpec{fields: names} }

// repeated adds fields that may come more than once.
func (s formSpec) repeated(names ...string) formSpec {
	s.repeat = append(slices.Clone(s.repeat), names...)
	return s
}

// with adds another spec's fields (an edition's to the core's).
func (s formSpec) with(o formSpec) formSpec {
	s.fields = append(slices.Clone(s.fields), o.fields...)
	s.repeat = append(slices.Clone(s.repeat), o.repeat...)
	return s
}

// readForm is the body's fields, checked against spec. After it every
// read of the request's form (c.FormValue, c.FormParams) sees the body
// alone.
func readForm(c echo.Context, spec formSpec) (url.Values, error) {
	form, err := bodyForm(c.Request())
	if err != nil {
		return nil, err
	}
	return form, spec.check(c.Request(), form)
}

// maxFormMemory is what a multipart form may keep in memory; the body's
// size is bounded before (bodyLimits, fileLimit).
const maxFormMemory = 32 << 20

// bodyForm parses the request body (urlencoded or multipart) once and
// makes the request's form the body's fields alone.
func bodyForm(r *http.Request) (url.Values, error) {
	var err error
	if strings.HasPrefix(r.Header.Get(echo.HeaderContentType), echo.MIMEMultipartForm) {
		err = r.ParseMultipartForm(maxFormMemory)
	} else {
		err = r.ParseForm()
	}
	var he *echo.HTTPError
	if errors.As(err, &he) {
		return nil, err // a body over its limit: 413, as the route answers it
	}
	if err != nil {
		return nil, badInput(err.Error())
	}
	if r.PostForm == nil {
		r.PostForm = url.Values{}
	}
	r.Form = r.PostForm
	return r.PostForm, nil
}

// check refuses the first field (by name) spec does not have, or a
// single-valued one given twice; a multipart form's files count as fields.
func (s formSpec) check(r *http.Request, form url.Values) error {
	count := map[string]int{}
	for k, vs := range form {
		count[k] += len(vs)
	}
	if r != nil && r.MultipartForm != nil {
		for k, fs := range r.MultipartForm.File {
			count[k] += len(fs)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(count)) {
		switch {
		case views.FieldKnown(k, s.repeat):
		case !views.FieldKnown(k, s.fields):
			return unknownField(k)
		case count[k] > 1:
			return badInputRule(k, engine.Broke("input.field_twice", "field", k))
		}
	}
	return nil
}

// checkValues is check for a form that came inside another (a stale
// board edit carried by the merge form).
func (s formSpec) checkValues(form url.Values) error { return s.check(nil, form) }

// unknownField is the refusal of a field a form does not have.
func unknownField(k string) error {
	return badInputRule(k, engine.Broke("input.unknown_field", "field", k))
}

// strictRoute reads a route's form strictly before a handler that reads
// it its own way (the game import, a seat link's reissue); refuse
// answers a refusal as the route answers its own.
func strictRoute(spec formSpec, refuse func(echo.Context, error) error) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if _, err := readForm(c, spec); err != nil {
				return refuse(c, err)
			}
			return next(c)
		}
	}
}

// refuseImportForm answers a refused upload form as the import answers
// a refused file: on the home page by the form. A body over its limit
// goes on to fileLimit.
func (a *App) refuseImportForm(c echo.Context, err error) error {
	var he *echo.HTTPError
	var ie *inputError
	switch {
	case errors.As(err, &he):
		return err
	case errors.As(err, &ie) && ie.rule != nil:
		return a.refuseImport(c, refuseFile(http.StatusBadRequest, ie.rule.Key, "field", ie.rule.Args["field"]))
	}
	return a.refuseImport(c, refuseFile(http.StatusBadRequest, "gamefile.no_file"))
}
