import { Module } from '@nestjs/common';
import { rpcClientProvider } from '../organizations/blob-store.provider.js';
import { TeamsHttpController } from './teams.http-controller.js';
import { PlanTeamMembersLimit } from './plan-team-members-limit.js';
import { TeamsStore } from './teams.store.js';
import { CreateTeamUseCase } from './use-cases/create-team/create-team.use-case.js';
import { DeleteTeamUseCase } from './use-cases/delete-team/delete-team.use-case.js';
import { GetTeamLimitsUseCase } from './use-cases/get-team-limits/get-team-limits.use-case.js';
import { GetTeamUseCase } from './use-cases/get-team/get-team.use-case.js';
import { ListTeamUsersUseCase } from './use-cases/list-team-users/list-team-users.use-case.js';
import { ListTeamsUseCase } from './use-cases/list-teams/list-teams.use-case.js';
import { RemoveTeamUserUseCase } from './use-cases/remove-team-user/remove-team-user.use-case.js';
import { RenameTeamUseCase } from './use-cases/rename-team/rename-team.use-case.js';
import { SetTeamUsersUseCase } from './use-cases/set-team-users/set-team-users.use-case.js';

@Module({
  controllers: [TeamsHttpController],
  providers: [
    rpcClientProvider,
    TeamsStore,
    PlanTeamMembersLimit,
    CreateTeamUseCase,
    ListTeamsUseCase,
    GetTeamUseCase,
    RenameTeamUseCase,
    DeleteTeamUseCase,
    SetTeamUsersUseCase,
    ListTeamUsersUseCase,
    RemoveTeamUserUseCase,
    GetTeamLimitsUseCase,
  ],
  exports: [TeamsStore],
})
export class TeamsModule {}
