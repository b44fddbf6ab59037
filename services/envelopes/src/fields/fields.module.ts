import { Module } from '@nestjs/common';
import { ContentImages } from './content-images.js';
import { ContentsHttpController } from './contents.http-controller.js';
import { FieldsHttpController } from './fields.http-controller.js';
import { CreateContentUseCase } from './use-cases/create-content/create-content.use-case.js';
import { CreateFieldUseCase } from './use-cases/create-field/create-field.use-case.js';
import { DeleteContentUseCase } from './use-cases/delete-content/delete-content.use-case.js';
import { DeleteFieldUseCase } from './use-cases/delete-field/delete-field.use-case.js';
import { UpdateContentUseCase } from './use-cases/update-content/update-content.use-case.js';
import { UpdateFieldUseCase } from './use-cases/update-field/update-field.use-case.js';

/** Fields (filled by recipients) and contents (placed by the sender) on an envelope's documents. */
@Module({
  controllers: [FieldsHttpController, ContentsHttpController],
  providers: [
    ContentImages,
    CreateFieldUseCase,
    UpdateFieldUseCase,
    DeleteFieldUseCase,
    CreateContentUseCase,
    UpdateContentUseCase,
    DeleteContentUseCase,
  ],
})
export class FieldsModule {}
