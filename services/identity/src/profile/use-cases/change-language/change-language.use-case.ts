import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../principal/index.js';
import { UserEntity } from '../../../users/user.entity.js';
import { findCurrentUser } from '../../current-user.js';
import { ProfilePresenter } from '../../profile.presenter.js';
import type { Language, ProfileResponse } from '../../profile.schemas.js';
import { appendUserUpdated } from '../../../accounts/user-updated.event.js';

/** POST /me/language: the stored preference e-mails and pages use from now on. */
@Injectable()
export class ChangeLanguageUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ProfilePresenter,
  ) {}

  async execute(caller: Caller, lang: Language): Promise<ProfileResponse> {
    const user = await this.dataSource.transaction(async (manager) => {
      const user = await findCurrentUser(manager, caller.userId, true);
      if (user.lang === lang) return user;
      user.lang = lang;
      await manager.getRepository(UserEntity).save(user);
      await appendUserUpdated(manager, user.id);
      return user;
    });
    return this.presenter.present(user, caller.organizationId);
  }
}
