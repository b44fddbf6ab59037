import type { OrganizationTheme } from './organization.entity.js';

/** Spec (organization themes): black background, white text until the owner sets a palette. */
export const DEFAULT_THEME: Readonly<OrganizationTheme> = Object.freeze({
  avatar_background_color: '#000000',
  avatar_text_color: '#ffffff',
  navbar_background_color: '#000000',
  navbar_text_color: '#ffffff',
  button_background_color: '#000000',
  button_text_color: '#ffffff',
});

export const THEME_FIELDS = Object.keys(DEFAULT_THEME) as Array<keyof OrganizationTheme>;

export function themeOrDefault(theme: OrganizationTheme | null): OrganizationTheme {
  return { ...DEFAULT_THEME, ...(theme ?? {}) };
}
