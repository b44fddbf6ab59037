import { Module } from '@nestjs/common';
import { blobStoreProvider } from '../organizations/blob-store.provider.js';
import { ProfileHttpController } from './profile.http-controller.js';
import { ProfilePresenter } from './profile.presenter.js';
import { ChangeLanguageUseCase } from './use-cases/change-language/change-language.use-case.js';
import { GetAvatarUseCase } from './use-cases/get-avatar/get-avatar.use-case.js';
import { GetProfileUseCase } from './use-cases/get-profile/get-profile.use-case.js';
import { UpdateProfileUseCase } from './use-cases/update-profile/update-profile.use-case.js';
import { UploadAvatarUseCase } from './use-cases/upload-avatar/upload-avatar.use-case.js';

/** Profile: GET/PATCH /me, the avatar and the language (password routes live with accounts). */
@Module({
  controllers: [ProfileHttpController],
  providers: [
    blobStoreProvider,
    ProfilePresenter,
    GetProfileUseCase,
    UpdateProfileUseCase,
    UploadAvatarUseCase,
    GetAvatarUseCase,
    ChangeLanguageUseCase,
  ],
})
export class ProfileModule {}
