import { Global, Module } from '@nestjs/common';
import { MembershipsService } from './memberships.service.js';

/** Global: invitations, accounts and developer apps add and look up members through it. */
@Global()
@Module({ providers: [MembershipsService], exports: [MembershipsService] })
export class MembershipsModule {}
