import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { sendStoredImage } from '../organizations/stored-image.js';
import { Caller } from '../principal/caller.decorator.js';
import {
  RequireBusinessWorkspace,
  RequireOrganization,
  RequireOwner,
  RequirePermission,
} from '../principal/require-caller.decorators.js';
import { GetUserAvatarUseCase } from './use-cases/get-user-avatar/get-user-avatar.use-case.js';
import { GetUserPermissionsUseCase } from './use-cases/get-user-permissions/get-user-permissions.use-case.js';
import { GetUserUseCase } from './use-cases/get-user/get-user.use-case.js';
import { ListMemberDirectoryUseCase } from './use-cases/list-member-directory/list-member-directory.use-case.js';
import { ListUsersUseCase } from './use-cases/list-users/list-users.use-case.js';
import { RemoveUserUseCase } from './use-cases/remove-user/remove-user.use-case.js';
import { SetOwnershipUseCase } from './use-cases/set-ownership/set-ownership.use-case.js';
import { UpdateUserPermissionsUseCase } from './use-cases/update-user-permissions/update-user-permissions.use-case.js';

/**
 * The organization's members to pick from, for every member (sharing an item, adding people to
 * a team or a role): name, e-mail and avatar only. Registered before `UsersHttpController`, whose
 * `users/:id` would otherwise take "directory" for an id.
 */
@Controller('users')
@RequireOrganization()
export class MemberDirectoryHttpController {
  constructor(private readonly listDirectory: ListMemberDirectoryUseCase) {}

  @Get('directory')
  list(@Caller('organizationId') organizationId: string, @Query() query: unknown) {
    return this.listDirectory.execute(organizationId, query);
  }
}

/** Members of the organization named by X-Organization: owners or manage_users, not in a personal workspace. */
@Controller('users')
@RequirePermission('manage_users')
@RequireBusinessWorkspace()
export class UsersHttpController {
  constructor(
    private readonly listUsers: ListUsersUseCase,
    private readonly getUser: GetUserUseCase,
    private readonly removeUser: RemoveUserUseCase,
    private readonly getPermissions: GetUserPermissionsUseCase,
    private readonly updatePermissions: UpdateUserPermissionsUseCase,
    private readonly setOwnership: SetOwnershipUseCase,
  ) {}

  @Get()
  list(@Caller('organizationId') organizationId: string, @Query() query: unknown) {
    return this.listUsers.execute(organizationId, query);
  }

  @Get(':id')
  get(@Caller('organizationId') organizationId: string, @Param('id') id: string, @Query() query: unknown) {
    return this.getUser.execute(organizationId, id, query);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Caller() caller: Caller, @Param('id') id: string) {
    return this.removeUser.execute(caller.organizationId!, caller.userId, id);
  }

  @Get(':id/permissions')
  permissions(@Caller('organizationId') organizationId: string, @Param('id') id: string) {
    return this.getPermissions.execute(organizationId, id);
  }

  @Put(':id/permissions')
  setPermissions(
    @Caller('organizationId') organizationId: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ) {
    return this.updatePermissions.execute(organizationId, id, body);
  }

  @Post(':id/owner')
  @HttpCode(200)
  @RequireOwner()
  grantOwner(@Caller('organizationId') organizationId: string, @Param('id') id: string) {
    return this.setOwnership.execute(organizationId, id, true);
  }

  @Delete(':id/owner')
  @RequireOwner()
  revokeOwner(@Caller('organizationId') organizationId: string, @Param('id') id: string) {
    return this.setOwnership.execute(organizationId, id, false);
  }
}

/** Avatars are shown wherever members appear, so any member of the organization may fetch them. */
@Controller('users')
@RequireOrganization()
export class UserAvatarHttpController {
  constructor(private readonly getAvatar: GetUserAvatarUseCase) {}

  @Get(':id/avatar')
  async avatar(@Caller() caller: Caller, @Param('id') id: string, @Res() response: Response) {
    sendStoredImage(response, await this.getAvatar.execute(caller.organizationId!, caller.userId, id));
  }
}
