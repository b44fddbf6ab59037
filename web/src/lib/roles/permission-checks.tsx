import { useTranslation } from 'react-i18next';

import form from '../../components/form.module.css';
import type { PermissionFlag } from '../../app/session-api.js';
import { PERMISSION_FLAG_LABELS, PERMISSION_FLAGS } from './permission-flag-labels.js';

/** A role's permissions as checkboxes, in the catalogue's order, under their legend. */
export function PermissionChecks({
  legend,
  checked,
  onToggle,
}: {
  legend: string;
  checked: (flag: PermissionFlag) => boolean;
  onToggle: (flag: PermissionFlag, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <legend className={form.label}>{legend}</legend>
      {PERMISSION_FLAGS.map((flag) => (
        <label key={flag} className={form.check}>
          <input
            type="checkbox"
            checked={checked(flag)}
            onChange={(event) => onToggle(flag, event.target.checked)}
          />
          {t(PERMISSION_FLAG_LABELS[flag])}
        </label>
      ))}
    </>
  );
}
