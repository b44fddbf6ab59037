import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import form from '../../../components/form.module.css';
import {
  useOrganizationsPutThemeMutation,
  useOrganizationsRemoveThemeMutation,
  type StyledOrganization,
} from '../api/organizations-api.js';
import { applyPalette } from '../utils/apply-palette.js';
import { DEFAULT_PALETTE, THEME_FIELDS, type ThemeField, type ThemePalette } from '../utils/theme-palette.js';
import styles from './organizations.module.css';
import { SettingsCard } from './settings-cards.js';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const LABELS: Record<ThemeField, `organizations.theme.fields.${ThemeField}`> = {
  avatar_background_color: 'organizations.theme.fields.avatar_background_color',
  avatar_text_color: 'organizations.theme.fields.avatar_text_color',
  navbar_background_color: 'organizations.theme.fields.navbar_background_color',
  navbar_text_color: 'organizations.theme.fields.navbar_text_color',
  button_background_color: 'organizations.theme.fields.button_background_color',
  button_text_color: 'organizations.theme.fields.button_text_color',
};

/** One colour: the picker and its hex text, kept in step. */
function ColourField({
  field,
  value,
  onChange,
}: {
  field: ThemeField;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const valid = HEX_COLOUR.test(value);
  return (
    <div className={styles.colour}>
      <label htmlFor={id}>{t(LABELS[field])}</label>
      <div className={styles.colourInputs}>
        <input
          type="color"
          aria-label={t('organizations.theme.picker', { field: t(LABELS[field]) })}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          type="text"
          className={form.input}
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-invalid={!valid}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      </div>
      {!valid && <span className={form.fieldError}>{t('organizations.theme.invalid')}</span>}
    </div>
  );
}

/** A miniature of the app in the palette being edited: header, avatar, an active menu entry, a button. */
function ThemePreview({ palette, name }: { palette: ThemePalette; name: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) applyPalette(box.current, palette);
  }, [palette]);
  return (
    <div ref={box} className={styles.preview} role="img" aria-label={t('organizations.theme.preview')}>
      <div className={styles.previewBar}>
        <span>{name}</span>
        <span className={styles.previewAvatar}>{name.slice(0, 1).toUpperCase()}</span>
      </div>
      <div className={styles.previewBody}>
        <span className={styles.previewMenu}>{t('organizations.theme.previewMenu')}</span>
        <span className={styles.previewButton}>{t('organizations.theme.previewButton')}</span>
      </div>
    </div>
  );
}

/**
 * The Themes tab (organization spec, organization themes): the six palette colours, previewed
 * live as they change, saved for every member, or reset to the defaults (black and white).
 */
export function ThemeEditor({ organization }: { organization: StyledOrganization }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [palette, setPalette] = useState<ThemePalette>({ ...DEFAULT_PALETTE, ...organization.style });
  const [update, updating] = useOrganizationsPutThemeMutation();
  const [reset, resetting] = useOrganizationsRemoveThemeMutation();
  const valid = THEME_FIELDS.every((field) => HEX_COLOUR.test(palette[field]));

  const onSave = async () => {
    const result = await update({ id: organization.id, body: palette });
    if (!('error' in result))
      dispatch(alertShown({ kind: 'success', messageKey: 'organizations.theme.saved' }));
  };

  const onReset = async () => {
    const result = await reset({ id: organization.id });
    if ('error' in result) return;
    setPalette({ ...DEFAULT_PALETTE });
    dispatch(alertShown({ kind: 'success', messageKey: 'organizations.theme.resetDone' }));
  };

  return (
    <SettingsCard titleId={`theme-${organization.id}`} title={t('organizations.theme.title')}>
      <p className={styles.muted}>{t('organizations.theme.subtitle')}</p>
      <div className={styles.themeGrid}>
        {THEME_FIELDS.map((field) => (
          <ColourField
            key={field}
            field={field}
            value={palette[field]}
            onChange={(value) => setPalette((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </div>
      <ThemePreview palette={palette} name={organization.name} />
      <div className={styles.row}>
        <Button disabled={!valid || updating.isLoading} onClick={() => void onSave()}>
          {t('organizations.theme.save')}
        </Button>
        <Button variant="secondary" disabled={resetting.isLoading} onClick={() => void onReset()}>
          {t('organizations.theme.reset')}
        </Button>
      </div>
    </SettingsCard>
  );
}
