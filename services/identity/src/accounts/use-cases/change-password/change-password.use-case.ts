import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseInput } from '../../../common/parse-input.util.js';
import { UserEntity } from '../../../users/user.entity.js';
import { changePasswordSchema } from '../../accounts.schemas.js';
import { AccountError } from '../../accounts.exception.js';
import { hashPassword, verifyPassword } from '../../password-hasher.js';

/** `PUT /me/password`: the current password is required; the new one follows the password rule. */
@Injectable()
export class ChangePasswordUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(userId: string, body: unknown): Promise<void> {
    const input = parseInput(changePasswordSchema, body);
    const user = await this.dataSource.manager.findOneBy(UserEntity, { id: userId });
    if (!user) throw AccountError.userNotFound();
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw AccountError.currentPasswordIncorrect();
    }
    const passwordHash = await hashPassword(input.password);
    await this.dataSource.manager.update(UserEntity, { id: user.id }, { passwordHash });
  }
}
