import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
    const contact = await this.dataSource.transaction(async (manager) => {
      const contact = await findOwnContact(manager, owner, id, true);
      contact.name = input.name;
      contact.email = input.email;
      contact.phone = input.phone;
      return contactsStore.saveEntry(manager, owner, contact);
    });
    return toContactResponse(contact);
  }
}
