import { Module } from '@nestjs/common';
import { ContactsHttpController } from './contacts.http-controller.js';
import { EnvelopeSentContactsConsumer } from './envelope-sent-contacts.consumer.js';
import { AddRecipientsAsContactsUseCase } from './use-cases/add-recipients-as-contacts/add-recipients-as-contacts.use-case.js';
import { CreateContactUseCase } from './use-cases/create-contact/create-contact.use-case.js';
import { DeleteContactUseCase } from './use-cases/delete-contact/delete-contact.use-case.js';
import { GetContactUseCase } from './use-cases/get-contact/get-contact.use-case.js';
import { ListContactsUseCase } from './use-cases/list-contacts/list-contacts.use-case.js';
import { UpdateContactUseCase } from './use-cases/update-contact/update-contact.use-case.js';

/** Contacts: the per-user address book, filled by hand and from sent envelopes. */
@Module({
  controllers: [ContactsHttpController],
  providers: [
    CreateContactUseCase,
    ListContactsUseCase,
    GetContactUseCase,
    UpdateContactUseCase,
    DeleteContactUseCase,
    AddRecipientsAsContactsUseCase,
    EnvelopeSentContactsConsumer,
  ],
})
export class ContactsModule {}
