import { useTranslation } from 'react-i18next';

import { ImageCropModal } from '../../../components/image-crop-modal.js';
import { ImagePicker } from '../../../components/image-picker.js';
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
  const problemOf = (file: File) => {
    const found = logoProblem(file);
    return found ? t(`organizations.logo.${found}`) : null;
  };
  return (
    <ImagePicker
      label={label}
      labelClassName={styles.fileButton}
      accept={LOGO_TYPES.join(',')}
      problemOf={problemOf}
      crop={(image, close) => (
        <ImageCropModal
          title={t('organizations.logo.cropTitle')}
          image={image}
          aspect={LOGO_ASPECT}
          saveLabel={t('organizations.logo.save')}
          busy={busy}
          onSave={async (area) => onCropped(await cropLogo(image, area))}
          onClose={close}
        />
      )}
    />
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
