package halowars

import "herald/i18n"

// The French of assist_i18n.go, key for key. The large numbers use the
// French long scale (milliard, billion, billiard …), as the German does.
func init() {
	i18n.AddLanguage("fr", map[string]string{
		"halowars.assist.head":             "Liaisons tirées de la carte classique",
		"halowars.assist.derived":          "{count} {count:liaison découle|liaisons découlent} de vos saisies, tirées de la carte classique : vérifiez sur votre plateau.",
		"halowars.assist.confirm_all":      "Confirmer les {count}",
		"halowars.assist.confirm":          "Confirmer",
		"halowars.assist.confirm_one":      "Confirmer {a} – {b}",
		"halowars.assist.choose_head":      "Quelle liste a {territory} sur votre plateau ?",
		"halowars.assist.derived_each":     "Vérifier une à une {count} {count:liaison déduite|liaisons déduites}",
		"halowars.assist.choose":           "C’est bien ça",
		"halowars.assist.choose_one":       "Voisins de {territory} : {list} – c’est bien ça",
		"halowars.assist.next":             "Ensuite : {territory}",
		"halowars.assist.none_fits":        "Aucune disposition classique ne correspond à ces liaisons : vérifiez {links}. Vos liaisons restent telles que vous les avez saisies.",
		"halowars.assist.lists":            "les voisins de {territories}",
		"halowars.assist.not_yet":          "Pas encore de proposition : indiquez pour un territoire que ses voisins sont complets.",
		"halowars.assist.layouts":          "Encore {count} {count:disposition possible|dispositions possibles}.",
		"halowars.assist.finished":         "Terminé : chaque liaison est établie, votre plateau est complet.",
		"halowars.assist.finished_confirm": "Chaque liaison est établie : confirmez encore {count} {count:liaison|liaisons} et votre plateau est complet.",
		"halowars.assist.scale_6":          "{n} {n:million|millions}",
		"halowars.assist.scale_9":          "{n} {n:milliard|milliards}",
		"halowars.assist.scale_12":         "{n} {n:billion|billions}",
		"halowars.assist.scale_15":         "{n} {n:billiard|billiards}",
		"halowars.assist.scale_18":         "{n} {n:trillion|trillions}",
		"halowars.assist.scale_21":         "{n} {n:trilliard|trilliards}",
		"halowars.assist.scale_24":         "{n} {n:quadrillion|quadrillions}",
	})
}
