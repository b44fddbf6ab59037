import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import type { SenderScope } from '../../../envelopes/envelope-access.js';
import { FieldEntity } from '../../../envelopes/field.entity.js';
import { findDraftingDocument } from '../../element.store.js';
import { FieldsError } from '../../fields.exception.js';

@Injectable()
export class DeleteFieldUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(scope: SenderScope, envelopeId: string, documentId: string, fieldId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { document } = await findDraftingDocument(manager, scope, envelopeId, documentId);
      const result = isUuid(fieldId)
        ? await manager.getRepository(FieldEntity).delete({ id: fieldId, documentId: document.id })
        : { affected: 0 };
      if (!result.affected) throw FieldsError.fieldNotFound();
    });
  }
}
