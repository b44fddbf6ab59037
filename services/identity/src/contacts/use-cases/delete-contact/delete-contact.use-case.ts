import { isUuid } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContactEntity } from '../../contact.entity.js';
import { ContactError } from '../../contacts.exception.js';
import type { ContactOwner } from '../../contacts.schemas.js';

@Injectable()
export class DeleteContactUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(owner: ContactOwner, id: string): Promise<void> {
    if (!isUuid(id)) throw ContactError.notFound();
    const result = await this.dataSource
      .getRepository(ContactEntity)
      .delete({ id, organizationId: owner.organizationId, ownerUserId: owner.userId });
    if (!result.affected) throw ContactError.notFound();
  }
}
