import { parseInput, SingleFileUpload, UploadedSingleFile, type UploadedPart } from '@rubrica/service-kit';
import { Body, Controller, Get, Header, HttpCode, Patch, Post, UseInterceptors } from '@nestjs/common';
import { Caller } from '../principal/index.js';
import { AVATAR_MAX_KILOBYTES, ProfileError } from './profile.exception.js';
import { changeLanguageSchema, updateProfileSchema } from './profile.schemas.js';
import { ChangeLanguageUseCase } from './use-cases/change-language/change-language.use-case.js';
import { GetAvatarUseCase } from './use-cases/get-avatar/get-avatar.use-case.js';
import { GetProfileUseCase } from './use-cases/get-profile/get-profile.use-case.js';
import { UpdateProfileUseCase } from './use-cases/update-profile/update-profile.use-case.js';
import { UploadAvatarUseCase } from './use-cases/upload-avatar/upload-avatar.use-case.js';

const AvatarUpload = SingleFileUpload({
  field: 'avatar',
  maxBytes: AVATAR_MAX_KILOBYTES * 1024,
  tooLarge: ProfileError.avatarTooLarge,
});

/** The signed-in user's own profile (any signed-in user; the organization is optional). */
@Controller('me')
export class ProfileHttpController {
  constructor(
    private readonly getProfile: GetProfileUseCase,
    private readonly updateProfile: UpdateProfileUseCase,
    private readonly uploadAvatar: UploadAvatarUseCase,
    private readonly getAvatar: GetAvatarUseCase,
    private readonly changeLanguage: ChangeLanguageUseCase,
  ) {}

  @Get()
  me(@Caller() caller: Caller) {
    return this.getProfile.execute(caller);
  }

  @Patch()
  update(@Caller() caller: Caller, @Body() body: unknown) {
    return this.updateProfile.execute(caller, parseInput(updateProfileSchema, body));
  }

  @Post('avatar')
  @HttpCode(200)
  @UseInterceptors(AvatarUpload)
  avatar(@Caller() caller: Caller, @UploadedSingleFile() file: UploadedPart | undefined) {
    return this.uploadAvatar.execute(caller, file);
  }

  @Get('avatar')
  @Header('Cache-Control', 'private, max-age=86400')
  @Header('X-Content-Type-Options', 'nosniff')
  avatarImage(@Caller() caller: Caller) {
    return this.getAvatar.execute(caller);
  }

  @Post('language')
  @HttpCode(200)
  language(@Caller() caller: Caller, @Body() body: unknown) {
    return this.changeLanguage.execute(caller, parseInput(changeLanguageSchema, body).lang);
  }
}
