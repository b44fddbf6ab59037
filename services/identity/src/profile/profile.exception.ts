import { AppError } from '@rubrica/errors';

export const AVATAR_MAX_KILOBYTES = 2048;

/** Errors of the profile feature: 422s on the form's fields, dotted codes under `profile.`. */
export const ProfileError = {
  phoneTaken: () => AppError.fieldError('phone', 'profile.phone_taken', 'The phone has already been taken.'),
  cpfRequired: () => AppError.fieldError('cpf', 'profile.cpf_required', 'The cpf field is required.'),
  cpfInvalid: () => AppError.fieldError('cpf', 'profile.cpf_invalid', 'The cpf is not a valid CPF.'),
  avatarRequired: () =>
    AppError.fieldError('avatar', 'profile.avatar_required', 'The avatar field is required.'),
  avatarTooLarge: () =>
    AppError.fieldError(
      'avatar',
      'profile.avatar_too_large',
      `The avatar may not be greater than ${AVATAR_MAX_KILOBYTES} kilobytes.`,
      { max_kb: AVATAR_MAX_KILOBYTES },
    ),
  avatarNotImage: () =>
    AppError.fieldError(
      'avatar',
      'profile.avatar_not_image',
      'The avatar must be a PNG, JPEG or WebP image.',
    ),
  avatarNotSquare: () =>
    AppError.fieldError('avatar', 'profile.avatar_not_square', 'The avatar must be a square image.'),
  avatarNotFound: () => AppError.notFound('profile.avatar_not_found', 'The user has no avatar.'),
};
