// The crop area's look as a file: the page's CSP refuses the style tag the library would inject.
import 'react-easy-crop/react-easy-crop.css';

import { useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { statusOf } from '../../../app/base-query.js';
import { Avatar } from '../../../components/avatar.js';
import { Button } from '../../../components/button.js';
import formStyles from '../../../components/form.module.css';
import { Modal } from '../../../components/modal.js';
import { useUploadAvatarMutation } from '../api/profile-api.js';
import { avatarProblem, cropToSquare } from '../utils/avatar-rules.js';
import styles from './account-user-card.module.css';

/** The account sidebar's avatar: choosing a photo opens a square crop, saved to the profile. */
export function AvatarEditor({ name, email, src }: { name: string; email: string; src: string | null }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [image, setImage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image]);

  return (
    <div className={styles.avatarEditor}>
      <Avatar name={name} email={email} src={src} size={64} />
      <label htmlFor={inputId} className={styles.avatarButton}>
        {t('account.avatar.change')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="visually-hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const found = avatarProblem(file);
          setProblem(found ? t(`account.avatar.${found}`) : null);
          if (!found) setImage(URL.createObjectURL(file));
        }}
      />
      {problem && (
        <p role="alert" className={formStyles.fieldError}>
          {problem}
        </p>
      )}
      {/* Out of the sidebar, which is a sliding drawer on narrow screens. */}
      {image && createPortal(<CropModal image={image} onClose={() => setImage(null)} />, document.body)}
    </div>
  );
}

function CropModal({ image, onClose }: { image: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadAvatarMutation();

  const save = async () => {
    if (!area) return;
    setFailure(null);
    const result = await upload(await cropToSquare(image, area));
    if (!('error' in result)) return onClose();
    const status = statusOf(result.error);
    setFailure(t(status === 413 || status === 422 ? 'account.avatar.size' : 'account.avatar.failed'));
  };

  return (
    <Modal
      title={t('account.avatar.cropTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!area || isLoading} onClick={() => void save()}>
            {t('account.avatar.save')}
          </Button>
        </>
      }
    >
      <div className={styles.cropArea}>
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => setArea(pixels)}
        />
      </div>
      <label className={styles.zoom}>
        {t('account.avatar.zoom')}
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
        <p role="alert" className={formStyles.fieldError}>
          {failure}
        </p>
      )}
    </Modal>
  );
}
