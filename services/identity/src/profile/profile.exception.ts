import { identityError, identityFieldError, identityFileTooLarge } from '../common/identity.errors.js';

export const AVATAR_MAX_KILOBYTES = 2048;

/** Errors of the profile feature: 422s on the form's fields, dotted codes under `profile.`. */
export const ProfileError = {
  phoneTaken: () => identityFieldError('phone', 'profile.phone_taken', 'The phone has already been taken.'),
  cpfRequired: () => identityFieldError('cpf', 'profile.cpf_required', 'The cpf field is required.'),
  cpfInvalid: () => identityFieldError('cpf', 'profile.cpf_invalid', 'The cpf is not a valid CPF.'),
  avatarRequired: () =>
    identityFieldError('avatar', 'profile.avatar_required', 'The avatar field is required.'),
  avatarTooLarge: () => identityFileTooLarge('avatar', 'profile.avatar_too_large', AVATAR_MAX_KILOBYTES),
  avatarNotImage: () =>
    identityFieldError('avatar', 'profile.avatar_not_image', 'The avatar must be a PNG, JPEG or WebP image.'),
  avatarNotSquare: () =>
    identityFieldError('avatar', 'profile.avatar_not_square', 'The avatar must be a square image.'),
  avatarNotFound: () => identityError('profile.avatar_not_found', 'The user has no avatar.'),
};
