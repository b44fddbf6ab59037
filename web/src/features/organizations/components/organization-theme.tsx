import { useEffect } from 'react';

import { useSelectedOrganization } from '../hooks/use-selected-organization.js';
import { applyPalette } from '../utils/apply-palette.js';
import { isCustomPalette } from '../utils/theme-palette.js';

/**
 * Dresses the whole app (header, sidebar, buttons, avatars) in the selected organization's theme,
 * for every member: the palette comes with GET organizations. Renders nothing.
 */
export function OrganizationTheme() {
  const { selected } = useSelectedOrganization();
  const palette = isCustomPalette(selected?.style) ? selected.style : null;
  // The list is refetched often; only a change of colours touches the page.
  const key = palette ? JSON.stringify(palette) : '';
  useEffect(() => {
    const root = document.documentElement;
    applyPalette(root, palette);
    return () => applyPalette(root, null);
  }, [key]);
  return null;
}
