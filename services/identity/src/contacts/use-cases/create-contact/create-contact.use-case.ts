import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../../common/is-unique-violation.util.js';
import { ContactEntity } from '../../contact.entity.js';
import { ContactError } from '../../contacts.exception.js';
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
    const contacts = this.dataSource.getRepository(ContactEntity);
    if (await contactsStore.emailInUse(this.dataSource.manager, owner, input.email))
      throw ContactError.emailTaken();
    try {
      const contact = await contacts.save(
        contacts.create({
          id: randomUUID(),
          organizationId: owner.organizationId,
          ownerUserId: owner.userId,
          name: input.name,
          email: input.email,
          phone: input.phone,
        }),
      );
      return toContactResponse(contact);
    } catch (error) {
      if (isUniqueViolation(error, 'contacts_email_key')) throw ContactError.emailTaken();
      throw error;
    }
  }
}
