// The crop area's look as a file: the page's CSP refuses the style tag the library would inject.
import 'react-easy-crop/react-easy-crop.css';

import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

import { ConfirmModal } from './confirm-modal.js';
import styles from './image-crop-modal.module.css';

/**
 * Crops a chosen image to a fixed ratio before it is sent (the profile's square avatar, the
 * organization's 190×33 logo). Saving stays disabled until the crop area is known; `onSave`
 * answers a failure text to show, or null once saved.
 */
export function ImageCropModal({
  title,
  image,
  aspect,
  round = false,
  saveLabel,
  busy = false,
  onSave,
  onClose,
}: {
  title: string;
  /** An object URL of the chosen file. */
  image: string;
  aspect: number;
  round?: boolean;
  saveLabel: string;
  busy?: boolean;
  onSave: (area: Area) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    if (!area) return;
    setFailure(null);
    const problem = await onSave(area);
    if (problem === null) onClose();
    else setFailure(problem);
  };

  return (
    <ConfirmModal
      title={title}
      confirmLabel={saveLabel}
      busy={!area || busy}
      onConfirm={() => void save()}
      onClose={onClose}
    >
      <div className={styles.cropArea}>
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          cropShape={round ? 'round' : 'rect'}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => setArea(pixels)}
        />
      </div>
      <label className={styles.zoom}>
        {t('common.zoom')}
        <input
          type="range"
          min={1}
          max={3}
          step={0.1}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </ConfirmModal>
  );
}
