import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { parseInput } from '@rubrica/service-kit';
import { Caller } from '../principal/caller.decorator.js';
import { RequireBusinessWorkspace, RequirePermission } from '../principal/require-caller.decorators.js';
import { userIdsSchema } from './roles.schemas.js';
import { AssignRoleUsersUseCase } from './use-cases/assign-role-users/assign-role-users.use-case.js';
import { CreateRoleUseCase } from './use-cases/create-role/create-role.use-case.js';
import { DeleteRoleUseCase } from './use-cases/delete-role/delete-role.use-case.js';
import { GetRoleUseCase } from './use-cases/get-role/get-role.use-case.js';
import { ListRoleUsersUseCase } from './use-cases/list-role-users/list-role-users.use-case.js';
import { ListRolesUseCase } from './use-cases/list-roles/list-roles.use-case.js';
import { UnassignRoleUserUseCase } from './use-cases/unassign-role-user/unassign-role-user.use-case.js';
import { UpdateRoleUseCase } from './use-cases/update-role/update-role.use-case.js';

/** Roles of the organization named by X-Organization: owners or manage_users, not in a personal workspace. */
@Controller('roles')
@RequirePermission('manage_users')
@RequireBusinessWorkspace()
export class RolesHttpController {
  constructor(
    private readonly createRole: CreateRoleUseCase,
    private readonly listRoles: ListRolesUseCase,
    private readonly getRole: GetRoleUseCase,
    private readonly updateRole: UpdateRoleUseCase,
    private readonly deleteRole: DeleteRoleUseCase,
    private readonly assignUsers: AssignRoleUsersUseCase,
    private readonly listUsers: ListRoleUsersUseCase,
    private readonly unassignUser: UnassignRoleUserUseCase,
  ) {}

  @Post()
  create(@Caller('organizationId') organizationId: string, @Body() body: unknown) {
    return this.createRole.execute(organizationId, body);
  }

  @Get()
  list(@Caller('organizationId') organizationId: string, @Query() query: unknown) {
    return this.listRoles.execute(organizationId, query);
  }

  @Get(':id')
  get(@Caller('organizationId') organizationId: string, @Param('id') id: string, @Query() query: unknown) {
    return this.getRole.execute(organizationId, id, query);
  }

  @Patch(':id')
  update(@Caller('organizationId') organizationId: string, @Param('id') id: string, @Body() body: unknown) {
    return this.updateRole.execute(organizationId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Caller('organizationId') organizationId: string, @Param('id') id: string) {
    return this.deleteRole.execute(organizationId, id);
  }

  @Post(':id/users')
  @HttpCode(200)
  addUsers(@Caller('organizationId') organizationId: string, @Param('id') id: string, @Body() body: unknown) {
    return this.assignUsers.execute(organizationId, id, parseInput(userIdsSchema, body).users, 'add');
  }

  @Put(':id/users')
  replaceUsers(
    @Caller('organizationId') organizationId: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ) {
    return this.assignUsers.execute(organizationId, id, parseInput(userIdsSchema, body).users, 'replace');
  }

  @Get(':id/users')
  users(@Caller('organizationId') organizationId: string, @Param('id') id: string, @Query() query: unknown) {
    return this.listUsers.execute(organizationId, id, query);
  }

  @Delete(':id/users/:userId')
  @HttpCode(204)
  removeUser(
    @Caller('organizationId') organizationId: string,
    @Param('id') id: string,
    @Param('userId') userId: string,
  ) {
    return this.unassignUser.execute(organizationId, id, userId);
  }
}
