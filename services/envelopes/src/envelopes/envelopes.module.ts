import { Module } from '@nestjs/common';
import { EnvelopesHttpController } from './envelopes.http-controller.js';
import { CopyEnvelopeUseCase } from './use-cases/copy-envelope/copy-envelope.use-case.js';
import { CreateEnvelopeUseCase } from './use-cases/create-envelope/create-envelope.use-case.js';
import { DeleteEnvelopeUseCase } from './use-cases/delete-envelope/delete-envelope.use-case.js';
import { GetEnvelopeStatsUseCase } from './use-cases/get-envelope-stats/get-envelope-stats.use-case.js';
import { GetEnvelopeUseCase } from './use-cases/get-envelope/get-envelope.use-case.js';
import { ListEnvelopeEventsUseCase } from './use-cases/list-envelope-events/list-envelope-events.use-case.js';
import { ListEnvelopeNotesUseCase } from './use-cases/list-envelope-notes/list-envelope-notes.use-case.js';
import { ListEnvelopesUseCase } from './use-cases/list-envelopes/list-envelopes.use-case.js';
import { ListFaceToFaceUseCase } from './use-cases/list-face-to-face/list-face-to-face.use-case.js';
import { ListInboxUseCase } from './use-cases/list-inbox/list-inbox.use-case.js';
import { UpdateEnvelopeUseCase } from './use-cases/update-envelope/update-envelope.use-case.js';

/** Envelopes as the sender drafts and reads them: details, lists, copies, history and notes. */
@Module({
  controllers: [EnvelopesHttpController],
  providers: [
    CreateEnvelopeUseCase,
    UpdateEnvelopeUseCase,
    GetEnvelopeUseCase,
    DeleteEnvelopeUseCase,
    ListEnvelopesUseCase,
    ListInboxUseCase,
    GetEnvelopeStatsUseCase,
    ListFaceToFaceUseCase,
    CopyEnvelopeUseCase,
    ListEnvelopeEventsUseCase,
    ListEnvelopeNotesUseCase,
  ],
})
export class EnvelopesModule {}
