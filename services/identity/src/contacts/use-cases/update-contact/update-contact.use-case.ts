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
import { findOwnContact } from '../get-contact/get-contact.use-case.js';

@Injectable()
export class UpdateContactUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(owner: ContactOwner, id: string, input: ContactInput): Promise<ContactResponse> {
    try {
      const contact = await this.dataSource.transaction(async (manager) => {
        const contact = await findOwnContact(manager, owner, id, true);
        if (await contactsStore.emailInUse(manager, owner, input.email, contact.id))
          throw ContactError.emailTaken();
        contact.name = input.name;
        contact.email = input.email;
        contact.phone = input.phone;
        return manager.getRepository(ContactEntity).save(contact);
      });
      return toContactResponse(contact);
    } catch (error) {
      if (isUniqueViolation(error, 'contacts_email_key')) throw ContactError.emailTaken();
      throw error;
    }
  }
}
