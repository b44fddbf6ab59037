import { Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { localeFromAcceptLanguage } from '@rubrica/errors';
import { parseInput, RequireOrganization, RequirePermission } from '@rubrica/service-kit';
import { bracketQuery } from '../common/bracket-query.util.js';
import { DraftingChange } from '../common/drafting-change.js';
import { CallerScope } from '../common/sender-scope.util.js';
import {
  copyEnvelopeSchema,
  createEnvelopeSchema,
  faceToFaceQuerySchema,
  getEnvelopeQuerySchema,
  listEnvelopesQuerySchema,
  listEventsQuerySchema,
  listInboxQuerySchema,
  statsQuerySchema,
  updateEnvelopeSchema,
} from './envelopes.schemas.js';
import {
  CopyEnvelopeUseCase,
  type CopyEnvelopeCommand,
} from './use-cases/copy-envelope/copy-envelope.use-case.js';
import {
  CreateEnvelopeUseCase,
  type CreateEnvelopeCommand,
} from './use-cases/create-envelope/create-envelope.use-case.js';
import { DeleteEnvelopeUseCase } from './use-cases/delete-envelope/delete-envelope.use-case.js';
import { GetEnvelopeStatsUseCase } from './use-cases/get-envelope-stats/get-envelope-stats.use-case.js';
import { GetEnvelopeUseCase } from './use-cases/get-envelope/get-envelope.use-case.js';
import { ListEnvelopeEventsUseCase } from './use-cases/list-envelope-events/list-envelope-events.use-case.js';
import { ListEnvelopeNotesUseCase } from './use-cases/list-envelope-notes/list-envelope-notes.use-case.js';
import { ListEnvelopesUseCase } from './use-cases/list-envelopes/list-envelopes.use-case.js';
import { ListFaceToFaceUseCase } from './use-cases/list-face-to-face/list-face-to-face.use-case.js';
import { ListInboxUseCase } from './use-cases/list-inbox/list-inbox.use-case.js';
import {
  UpdateEnvelopeUseCase,
  type UpdateEnvelopeCommand,
} from './use-cases/update-envelope/update-envelope.use-case.js';

type Query = Record<string, unknown>;

/** `filter[state]` and `filter[envelope.state]` as flat keys, whichever way express parsed them. */
const withFilters = (query: Query) => ({
  ...query,
  'filter[state]': bracketQuery(query, 'filter', 'state'),
  'filter[envelope.state]': bracketQuery(query, 'filter', 'envelope.state'),
});

/**
 * The sender's envelopes (spec section 7). The named lists are declared before `:id` so they are
 * never read as an id. Reads need the organization; changes need the `send_envelopes` flag.
 */
@Controller('envelopes')
@RequireOrganization()
export class EnvelopesHttpController {
  constructor(
    private readonly createEnvelope: CreateEnvelopeUseCase,
    private readonly updateEnvelope: UpdateEnvelopeUseCase,
    private readonly getEnvelope: GetEnvelopeUseCase,
    private readonly deleteEnvelope: DeleteEnvelopeUseCase,
    private readonly listEnvelopes: ListEnvelopesUseCase,
    private readonly listInbox: ListInboxUseCase,
    private readonly getStats: GetEnvelopeStatsUseCase,
    private readonly listFaceToFace: ListFaceToFaceUseCase,
    private readonly copyEnvelope: CopyEnvelopeUseCase,
    private readonly listEvents: ListEnvelopeEventsUseCase,
    private readonly listNotes: ListEnvelopeNotesUseCase,
  ) {}

  @Post()
  @RequirePermission('send_envelopes')
  create(@DraftingChange(createEnvelopeSchema) change: CreateEnvelopeCommand) {
    return this.createEnvelope.execute(change);
  }

  @Get()
  list(@CallerScope() scope: CallerScope, @Query() query: Query) {
    return this.listEnvelopes.execute(scope, parseInput(listEnvelopesQuerySchema, withFilters(query)));
  }

  @Get('inbox')
  inbox(@CallerScope() scope: CallerScope, @Query() query: Query) {
    return this.listInbox.execute(scope, parseInput(listInboxQuerySchema, withFilters(query)));
  }

  @Get('stats')
  stats(@CallerScope() scope: CallerScope, @Query() query: Query) {
    return this.getStats.execute(scope, parseInput(statsQuerySchema, query));
  }

  @Get('face-to-face')
  faceToFace(@CallerScope() scope: CallerScope, @Query() query: Query) {
    return this.listFaceToFace.execute(scope, parseInput(faceToFaceQuerySchema, withFilters(query)));
  }

  @Get(':id')
  get(@CallerScope() scope: CallerScope, @Param('id') id: string, @Query() query: Query) {
    return this.getEnvelope.execute(scope, id, parseInput(getEnvelopeQuerySchema, query));
  }

  @Patch(':id')
  @RequirePermission('send_envelopes')
  update(@DraftingChange(updateEnvelopeSchema) change: UpdateEnvelopeCommand) {
    return this.updateEnvelope.execute(change);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('send_envelopes')
  remove(@CallerScope() scope: CallerScope, @Param('id') id: string) {
    return this.deleteEnvelope.execute(scope, id);
  }

  @Post(':id/copy')
  @RequirePermission('send_envelopes')
  copy(@DraftingChange(copyEnvelopeSchema) change: CopyEnvelopeCommand) {
    return this.copyEnvelope.execute(change);
  }

  @Get(':id/events')
  events(
    @CallerScope() scope: CallerScope,
    @Param('id') id: string,
    @Query() query: Query,
    @Headers('accept-language') language: string | undefined,
  ) {
    const input = parseInput(listEventsQuerySchema, query);
    return this.listEvents.execute(scope, id, input, localeFromAcceptLanguage(language));
  }

  @Get(':id/notes')
  notes(@CallerScope() scope: CallerScope, @Param('id') id: string) {
    return this.listNotes.execute(scope, id);
  }
}
