import { AppError } from '@rubrica/errors';

export const AVATAR_MAX_KILOBYTES = 2048;

/** Errors of the profile feature: 422s on the form's fields, dotted codes under `profile.`. */
export const ProfileError = {
  phoneTaken: () => AppError.validation({ phone: ['The phone has already been taken.'] }),
  cpfRequired: () => AppError.validation({ cpf: ['The cpf field is required.'] }),
  cpfInvalid: () => AppError.validation({ cpf: ['The cpf is not a valid CPF.'] }),
  avatarRequired: () => AppError.validation({ avatar: ['The avatar field is required.'] }),
  avatarTooLarge: () =>
    AppError.validation({
      avatar: [`The avatar may not be greater than ${AVATAR_MAX_KILOBYTES} kilobytes.`],
    }),
  avatarNotImage: () => AppError.validation({ avatar: ['The avatar must be a PNG, JPEG or WebP image.'] }),
  avatarNotSquare: () => AppError.validation({ avatar: ['The avatar must be a square image.'] }),
  avatarNotFound: () => AppError.notFound('profile.avatar_not_found', 'The user has no avatar.'),
};
