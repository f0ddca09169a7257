package views

// Warhammer 40,000's home page button and the old addresses of its form.
// This file moves into the edition's package with its set-up.

func (warhammerSetupEdition) ButtonID() string { return "new-warhammer" }

func (warhammerSetupEdition) LegacyPaths() (get, post string) {
	return "/games/new/warhammer", "/games/warhammer"
}
