import { useSelectedOrganization } from '../hooks/use-selected-organization.js';
import { LogoPreview } from './logo-picker.js';
import styles from './organizations.module.css';

/**
 * The selected organization's logo in the header, at its 190 × 33 (organization spec §5), beside
 * the organization switcher; nothing without one, and not on narrow screens (the header is full).
 */
export function OrganizationBrand() {
  const { selected } = useSelectedOrganization();
  if (!selected?.logo) return null;
  return (
    <span className={styles.brand}>
      <LogoPreview src={selected.logo} name={selected.name} />
    </span>
  );
}
