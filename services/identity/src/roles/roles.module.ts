import { Module } from '@nestjs/common';
import { RolesHttpController } from './roles.http-controller.js';
import { RolesStore } from './roles.store.js';
import { AssignRoleUsersUseCase } from './use-cases/assign-role-users/assign-role-users.use-case.js';
import { CreateRoleUseCase } from './use-cases/create-role/create-role.use-case.js';
import { DeleteRoleUseCase } from './use-cases/delete-role/delete-role.use-case.js';
import { GetRoleUseCase } from './use-cases/get-role/get-role.use-case.js';
import { ListRoleUsersUseCase } from './use-cases/list-role-users/list-role-users.use-case.js';
import { ListRolesUseCase } from './use-cases/list-roles/list-roles.use-case.js';
import { UnassignRoleUserUseCase } from './use-cases/unassign-role-user/unassign-role-user.use-case.js';
import { UpdateRoleUseCase } from './use-cases/update-role/update-role.use-case.js';

@Module({
  controllers: [RolesHttpController],
  providers: [
    RolesStore,
    CreateRoleUseCase,
    ListRolesUseCase,
    GetRoleUseCase,
    UpdateRoleUseCase,
    DeleteRoleUseCase,
    AssignRoleUsersUseCase,
    ListRoleUsersUseCase,
    UnassignRoleUserUseCase,
  ],
  exports: [RolesStore],
})
export class RolesModule {}
