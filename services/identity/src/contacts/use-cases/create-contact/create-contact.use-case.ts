import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContactEntity } from '../../contact.entity.js';
import { contactsStore } from '../../contacts.store.js';
import {
  toContactResponse,
  type ContactInput,
  type ContactOwner,
  type ContactResponse,
} from '../../contacts.schemas.js';

@Injectable()
export class CreateContactUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(owner: ContactOwner, input: ContactInput): Promise<ContactResponse> {
    const contact = this.dataSource.getRepository(ContactEntity).create({
      id: randomUUID(),
      organizationId: owner.organizationId,
      ownerUserId: owner.userId,
      name: input.name,
      email: input.email,
      phone: input.phone,
    });
    return toContactResponse(await contactsStore.saveEntry(this.dataSource.manager, owner, contact));
  }
}
