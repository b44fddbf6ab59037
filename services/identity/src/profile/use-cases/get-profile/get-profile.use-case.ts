import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../principal/index.js';
import { findCurrentUser } from '../../current-user.js';
import { ProfilePresenter } from '../../profile.presenter.js';
import type { ProfileResponse } from '../../profile.schemas.js';

@Injectable()
export class GetProfileUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ProfilePresenter,
  ) {}

  async execute(caller: Caller): Promise<ProfileResponse> {
    const user = await findCurrentUser(this.dataSource.manager, caller.userId);
    return this.presenter.present(user, caller.organizationId);
  }
}
