import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { parseInput } from '@rubrica/service-kit';
import { Caller } from '../principal/caller.decorator.js';
import { RequireBusinessWorkspace, RequirePermission } from '../principal/require-caller.decorators.js';
import { userIdsSchema } from '../roles/roles.schemas.js';
import { CreateTeamUseCase } from './use-cases/create-team/create-team.use-case.js';
import { DeleteTeamUseCase } from './use-cases/delete-team/delete-team.use-case.js';
import { GetTeamLimitsUseCase } from './use-cases/get-team-limits/get-team-limits.use-case.js';
import { GetTeamUseCase } from './use-cases/get-team/get-team.use-case.js';
import { ListTeamUsersUseCase } from './use-cases/list-team-users/list-team-users.use-case.js';
import { ListTeamsUseCase } from './use-cases/list-teams/list-teams.use-case.js';
import { RemoveTeamUserUseCase } from './use-cases/remove-team-user/remove-team-user.use-case.js';
import { RenameTeamUseCase } from './use-cases/rename-team/rename-team.use-case.js';
import { SetTeamUsersUseCase } from './use-cases/set-team-users/set-team-users.use-case.js';

/** Teams of the organization named by X-Organization: owners or manage_teams, not in a personal workspace. */
@Controller('teams')
@RequireBusinessWorkspace()
export class TeamsHttpController {
  constructor(
    private readonly createTeam: CreateTeamUseCase,
    private readonly listTeams: ListTeamsUseCase,
    private readonly getTeam: GetTeamUseCase,
    private readonly renameTeam: RenameTeamUseCase,
    private readonly deleteTeam: DeleteTeamUseCase,
    private readonly setUsers: SetTeamUsersUseCase,
    private readonly listUsers: ListTeamUsersUseCase,
    private readonly removeUser: RemoveTeamUserUseCase,
    private readonly getLimits: GetTeamLimitsUseCase,
  ) {}

  @Post()
  @RequirePermission('manage_teams')
  create(@Caller('organizationId') organizationId: string, @Body() body: unknown) {
    return this.createTeam.execute(organizationId, body);
  }

  // Reading teams also serves the invite modal (team choice), which manage_users people open.
  @Get()
  @RequirePermission('manage_teams', 'manage_users')
  list(@Caller('organizationId') organizationId: string, @Query() query: unknown) {
    return this.listTeams.execute(organizationId, query);
  }

  // Before `:id`, which would otherwise take "limits" for an id.
  @Get('limits')
  @RequirePermission('manage_teams', 'manage_users')
  limits(@Caller('organizationId') organizationId: string) {
    return this.getLimits.execute(organizationId);
  }

  @Get(':id')
  @RequirePermission('manage_teams', 'manage_users')
  get(@Caller('organizationId') organizationId: string, @Param('id') id: string) {
    return this.getTeam.execute(organizationId, id);
  }

  @Patch(':id')
  @RequirePermission('manage_teams')
  rename(@Caller('organizationId') organizationId: string, @Param('id') id: string, @Body() body: unknown) {
    return this.renameTeam.execute(organizationId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('manage_teams')
  remove(@Caller('organizationId') organizationId: string, @Param('id') id: string) {
    return this.deleteTeam.execute(organizationId, id);
  }

  @Post(':id/users')
  @HttpCode(200)
  @RequirePermission('manage_teams')
  addUsers(@Caller('organizationId') organizationId: string, @Param('id') id: string, @Body() body: unknown) {
    return this.setUsers.execute(organizationId, id, parseInput(userIdsSchema, body).users, 'add');
  }

  @Put(':id/users')
  @RequirePermission('manage_teams')
  replaceUsers(
    @Caller('organizationId') organizationId: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ) {
    return this.setUsers.execute(organizationId, id, parseInput(userIdsSchema, body).users, 'replace');
  }

  @Get(':id/users')
  @RequirePermission('manage_teams', 'manage_users')
  users(@Caller('organizationId') organizationId: string, @Param('id') id: string, @Query() query: unknown) {
    return this.listUsers.execute(organizationId, id, query);
  }

  @Delete(':id/users/:userId')
  @HttpCode(204)
  @RequirePermission('manage_teams')
  removeMember(
    @Caller('organizationId') organizationId: string,
    @Param('id') id: string,
    @Param('userId') userId: string,
  ) {
    return this.removeUser.execute(organizationId, id, userId);
  }
}
