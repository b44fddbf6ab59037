import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

import form from '../../../components/form.module.css';
import { ImageCropModal } from '../../../components/image-crop-modal.js';
import { cropLogo, LOGO_ASPECT, LOGO_TYPES, logoProblem } from '../utils/logo-rules.js';
import styles from './organizations.module.css';

/**
 * Choosing a logo: the file is checked (JPG or PNG, 2048 KB), then cropped to 190 × 33; `onCropped`
 * gets the PNG and answers a failure text, or null when it was taken.
 */
export function LogoPicker({
  label,
  busy = false,
  onCropped,
}: {
  label: string;
  busy?: boolean;
  onCropped: (logo: Blob) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [image, setImage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image]);

  return (
    <>
      <label htmlFor={id} className={styles.fileButton}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={LOGO_TYPES.join(',')}
        className="visually-hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const found = logoProblem(file);
          setProblem(found ? t(`organizations.logo.${found}`) : null);
          if (!found) setImage(URL.createObjectURL(file));
        }}
      />
      {problem && (
        <p role="alert" className={form.fieldError}>
          {problem}
        </p>
      )}
      {image &&
        createPortal(
          <ImageCropModal
            title={t('organizations.logo.cropTitle')}
            image={image}
            aspect={LOGO_ASPECT}
            saveLabel={t('organizations.logo.save')}
            busy={busy}
            onSave={async (area) => onCropped(await cropLogo(image, area))}
            onClose={() => setImage(null)}
          />,
          document.body,
        )}
    </>
  );
}

/** The logo at header size, or the "no logo" box. */
export function LogoPreview({ src, name }: { src: string | null | undefined; name: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.logoBox}>
      {src ? <img src={src} alt={t('organizations.logo.alt', { name })} /> : t('organizations.logo.none')}
    </div>
  );
}
