package views

// Halo Wars' home page button and the old addresses of its form. This
// file moves into the edition's package with its set-up.

func (haloSetupEdition) ButtonID() string { return "new-halo" }

func (haloSetupEdition) LegacyPaths() (get, post string) { return "/games/new/halo", "/games/halo" }
