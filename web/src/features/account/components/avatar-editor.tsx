import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

import { statusOf } from '../../../app/base-query.js';
import { Avatar } from '../../../components/avatar.js';
import { ImageCropModal } from '../../../components/image-crop-modal.js';
import { ImagePicker } from '../../../components/image-picker.js';
import { useProfileAvatarMutation } from '../api/profile-api.js';
import { avatarProblem, cropToSquare } from '../utils/avatar-rules.js';
import styles from './account-user-card.module.css';

/** The account sidebar's avatar: choosing a photo opens a square crop, saved to the profile. */
export function AvatarEditor({ name, email, src }: { name: string; email: string; src: string | null }) {
  const { t } = useTranslation();
  const problemOf = (file: File) => {
    const found = avatarProblem(file);
    return found ? t(`account.avatar.${found}`) : null;
  };
  return (
    <div className={styles.avatarEditor}>
      <Avatar name={name} email={email} src={src} size={64} />
      <ImagePicker
        label={t('account.avatar.change')}
        labelClassName={styles.avatarButton}
        accept="image/*"
        problemOf={problemOf}
        crop={(image, close) => <CropModal image={image} onClose={close} />}
      />
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
