package legendary

// Halo Legendary's home page button and the old addresses of its form.
func (legendarySetupEdition) ButtonID() string { return "new-legendary" }

func (legendarySetupEdition) LegacyPaths() (get, post string) {
	return "/games/new/legendary", "/games/legendary"
}
