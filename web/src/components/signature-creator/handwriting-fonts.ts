/**
 * The text tab's six fonts, ids as the signing service names them (spec §2: the first is the
 * default); the families are declared in assets/handwriting-fonts.css.
 */
export const HANDWRITING_FONTS = [
  { id: 'dancing-script', family: 'Rubrica Dancing Script' },
  { id: 'great-vibes', family: 'Rubrica Great Vibes' },
  { id: 'pacifico', family: 'Rubrica Pacifico' },
  { id: 'sacramento', family: 'Rubrica Sacramento' },
  { id: 'allura', family: 'Rubrica Allura' },
  { id: 'satisfy', family: 'Rubrica Satisfy' },
] as const;
