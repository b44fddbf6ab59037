import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  GatewayCaller,
  RequireOrganization,
  type OrganizationCaller,
  parseInput,
} from '@rubrica/service-kit';
import { pageQuerySchema } from './items.schemas.js';
import { scopeOf } from './items-scope.util.js';
import { ListPublicItemsUseCase } from './use-cases/list-public-items/list-public-items.use-case.js';
import { ListPublishedItemsUseCase } from './use-cases/list-published-items/list-published-items.use-case.js';

/** The organization's published folders (spec §7, `GET /published-items`). */
@Controller('published-items')
@RequireOrganization()
export class PublishedItemsHttpController {
  constructor(private readonly listPublished: ListPublishedItemsUseCase) {}

  @Get()
  list(@GatewayCaller() caller: OrganizationCaller, @Query() query: unknown) {
    return this.listPublished.execute(scopeOf(caller), parseInput(pageQuerySchema, query).page);
  }
}

/** A published folder's listing for anyone with its link (the gateway's public `p/items`). */
@Controller('p/items')
export class PublicItemsHttpController {
  constructor(private readonly listPublic: ListPublicItemsUseCase) {}

  @Get(':token')
  list(@Param('token') token: string, @Query() query: unknown) {
    return this.listPublic.execute(token, parseInput(pageQuerySchema, query).page);
  }
}
