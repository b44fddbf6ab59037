import { THEME_FIELDS, THEME_VARIABLES, type ThemePalette } from './theme-palette.js';

/**
 * Sets (or, with null, removes) the theme's custom properties on `element`. Done through the
 * CSSOM, which the page's CSP allows, unlike an injected style tag.
 */
export const applyPalette = (element: HTMLElement, palette: ThemePalette | null): void => {
  for (const field of THEME_FIELDS) {
    if (palette) element.style.setProperty(THEME_VARIABLES[field], palette[field]);
    else element.style.removeProperty(THEME_VARIABLES[field]);
  }
};
