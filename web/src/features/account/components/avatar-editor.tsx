import { useEffect, useId, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { statusOf } from '../../../app/base-query.js';
import { Avatar } from '../../../components/avatar.js';
import formStyles from '../../../components/form.module.css';
import { ImageCropModal } from '../../../components/image-crop-modal.js';
import { useProfileAvatarMutation } from '../api/profile-api.js';
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
  const [upload, { isLoading }] = useProfileAvatarMutation();

  const save = async (area: Area) => {
    const result = await upload({ body: { avatar: await cropToSquare(image, area) } });
    if (!('error' in result)) return null;
    const status = statusOf(result.error);
    return t(status === 413 || status === 422 ? 'account.avatar.size' : 'account.avatar.failed');
  };

  return (
    <ImageCropModal
      title={t('account.avatar.cropTitle')}
      image={image}
      aspect={1}
      round
      saveLabel={t('account.avatar.save')}
      busy={isLoading}
      onSave={save}
      onClose={onClose}
    />
  );
}
