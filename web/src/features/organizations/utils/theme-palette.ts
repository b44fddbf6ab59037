import type { OrganizationsPutThemeApiArg } from '../../../api/generated/rubrica-api.js';

/** The six colours of an organization's theme (organization spec §3, theme palette). */
export type ThemePalette = OrganizationsPutThemeApiArg['body'];

export type ThemeField = keyof ThemePalette;

/** Spec §9: black background and white text until the owner sets a palette. */
export const DEFAULT_PALETTE: Readonly<ThemePalette> = Object.freeze({
  avatar_background_color: '#000000',
  avatar_text_color: '#ffffff',
  navbar_background_color: '#000000',
  navbar_text_color: '#ffffff',
  button_background_color: '#000000',
  button_text_color: '#ffffff',
});

export const THEME_FIELDS = Object.keys(DEFAULT_PALETTE) as ThemeField[];

/** The CSS custom property each colour sets on the page; the app's styles fall back without one. */
export const THEME_VARIABLES: Record<ThemeField, string> = {
  avatar_background_color: '--theme-avatar-background',
  avatar_text_color: '--theme-avatar-text',
  navbar_background_color: '--theme-navbar-background',
  navbar_text_color: '--theme-navbar-text',
  button_background_color: '--theme-button-background',
  button_text_color: '--theme-button-text',
};

/**
 * Whether a palette is the organization's own. The defaults mean "no theme set" (identity answers
 * them until one is saved and after a reset), and then the app keeps its own colours.
 */
export const isCustomPalette = (palette: Partial<ThemePalette> | undefined): palette is ThemePalette =>
  !!palette &&
  THEME_FIELDS.every((field) => typeof palette[field] === 'string') &&
  THEME_FIELDS.some((field) => palette[field]!.toLowerCase() !== DEFAULT_PALETTE[field]);
