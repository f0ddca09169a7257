package views

// Halo Legendary's home page button and the old addresses of its form.
// This file moves into the edition's package with its set-up.

func (legendarySetupEdition) ButtonID() string { return "new-legendary" }

func (legendarySetupEdition) LegacyPaths() (get, post string) {
	return "/games/new/legendary", "/games/legendary"
}
