import { parseInput } from '@rubrica/service-kit';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { listQuerySchema } from '../common/common.schemas.js';
import { Caller, RequireOrganization, type OrganizationCaller } from '../principal/index.js';
import { contactInputSchema, type ContactOwner } from './contacts.schemas.js';
import { CreateContactUseCase } from './use-cases/create-contact/create-contact.use-case.js';
import { DeleteContactUseCase } from './use-cases/delete-contact/delete-contact.use-case.js';
import { GetContactUseCase } from './use-cases/get-contact/get-contact.use-case.js';
import { ListContactsUseCase } from './use-cases/list-contacts/list-contacts.use-case.js';
import { UpdateContactUseCase } from './use-cases/update-contact/update-contact.use-case.js';

const ownerOf = (caller: OrganizationCaller): ContactOwner => ({
  organizationId: caller.organizationId,
  userId: caller.userId,
});

/** The caller's own address book in the organization named by X-Organization. */
@Controller('contacts')
@RequireOrganization()
export class ContactsHttpController {
  constructor(
    private readonly createContact: CreateContactUseCase,
    private readonly listContacts: ListContactsUseCase,
    private readonly getContact: GetContactUseCase,
    private readonly updateContact: UpdateContactUseCase,
    private readonly deleteContact: DeleteContactUseCase,
  ) {}

  @Post()
  create(@Caller() caller: OrganizationCaller, @Body() body: unknown) {
    return this.createContact.execute(ownerOf(caller), parseInput(contactInputSchema, body));
  }

  @Get()
  list(@Caller() caller: OrganizationCaller, @Query() query: unknown) {
    return this.listContacts.execute(ownerOf(caller), parseInput(listQuerySchema, query));
  }

  @Get(':id')
  get(@Caller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.getContact.execute(ownerOf(caller), id);
  }

  @Put(':id')
  update(@Caller() caller: OrganizationCaller, @Param('id') id: string, @Body() body: unknown) {
    return this.updateContact.execute(ownerOf(caller), id, parseInput(contactInputSchema, body));
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Caller() caller: OrganizationCaller, @Param('id') id: string) {
    return this.deleteContact.execute(ownerOf(caller), id);
  }
}
