import { Module } from '@nestjs/common';
import { blobStoreProvider } from '../organizations/blob-store.provider.js';
import { MembersStore } from './members.store.js';
import { GetUserAvatarUseCase } from './use-cases/get-user-avatar/get-user-avatar.use-case.js';
import { GetUserPermissionsUseCase } from './use-cases/get-user-permissions/get-user-permissions.use-case.js';
import { GetUserUseCase } from './use-cases/get-user/get-user.use-case.js';
import { ListMemberDirectoryUseCase } from './use-cases/list-member-directory/list-member-directory.use-case.js';
import { ListUsersUseCase } from './use-cases/list-users/list-users.use-case.js';
import { RemoveUserUseCase } from './use-cases/remove-user/remove-user.use-case.js';
import { SetOwnershipUseCase } from './use-cases/set-ownership/set-ownership.use-case.js';
import { UpdateUserPermissionsUseCase } from './use-cases/update-user-permissions/update-user-permissions.use-case.js';
import {
  MemberDirectoryHttpController,
  UserAvatarHttpController,
  UsersHttpController,
} from './users.http-controller.js';

/** The users page: members of an organization, their roles and ownership. */
@Module({
  controllers: [MemberDirectoryHttpController, UsersHttpController, UserAvatarHttpController],
  providers: [
    blobStoreProvider,
    MembersStore,
    ListUsersUseCase,
    ListMemberDirectoryUseCase,
    GetUserUseCase,
    RemoveUserUseCase,
    GetUserPermissionsUseCase,
    UpdateUserPermissionsUseCase,
    SetOwnershipUseCase,
    GetUserAvatarUseCase,
  ],
  exports: [MembersStore],
})
export class UsersModule {}
