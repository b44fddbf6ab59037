import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError, addFieldError, type FieldErrors } from '@rubrica/errors';
import { isValidCpf } from '@rubrica/service-kit';
import { isUniqueViolation } from '../../../common/is-unique-violation.util.js';
import type { IdentityConfig } from '../../../identity.config.js';
import { InjectIdentityConfig } from '../../../identity-config.module.js';
import type { Caller } from '../../../principal/index.js';
import { UserEntity } from '../../../users/user.entity.js';
import { findCurrentUser } from '../../current-user.js';
import { ProfileError } from '../../profile.exception.js';
import { ProfilePresenter } from '../../profile.presenter.js';
import type { ProfileResponse, UpdateProfileInput } from '../../profile.schemas.js';
import { appendUserUpdated } from '../../../accounts/user-updated.event.js';
import { usersStore } from '../../../users/users.store.js';

/**
 * PATCH /me. Fields left empty keep their values. Outside the US version the CPF is required
 * (sent now or stored before) and must be valid. Saving a profile that has everything the
 * edition requires completes the registration (lifting the gateway's 403).
 */
@Injectable()
export class UpdateProfileUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly presenter: ProfilePresenter,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  async execute(caller: Caller, input: UpdateProfileInput): Promise<ProfileResponse> {
    const isUsa = this.config.PRODUCT_EDITION === 'us';
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const user = await findCurrentUser(manager, caller.userId, true);
        const errors: FieldErrors = {};
        if (input.name !== undefined) user.name = input.name;
        if (input.phone !== undefined && input.phone !== user.phone) {
          if (await usersStore.phoneTakenByOther(manager, input.phone, user.id))
            addFieldError(errors, 'phone', 'profile.phone_taken');
          user.phone = input.phone;
        }
        if (!isUsa) {
          if (input.cpf !== undefined) {
            if (isValidCpf(input.cpf)) user.cpf = input.cpf;
            else addFieldError(errors, 'cpf', 'profile.cpf_invalid');
          } else if (!user.cpf) {
            addFieldError(errors, 'cpf', 'profile.cpf_required');
          }
        }
        if (Object.keys(errors).length) throw AppError.validation(errors);
        if (!user.registrationCompletedAt && user.name.trim() !== '' && (isUsa || user.cpf)) {
          user.registrationCompletedAt = new Date();
        }
        await manager.getRepository(UserEntity).save(user);
        await appendUserUpdated(manager, user.id);
        return user;
      });
      return this.presenter.present(user, caller.organizationId);
    } catch (error) {
      // Two accounts claiming the same number at once: the unique index decides.
      if (isUniqueViolation(error, 'users_phone_key')) throw ProfileError.phoneTaken();
      throw error;
    }
  }
}
