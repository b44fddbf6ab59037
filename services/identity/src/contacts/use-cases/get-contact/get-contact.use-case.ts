import { isUuid } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ContactEntity } from '../../contact.entity.js';
import { ContactError } from '../../contacts.exception.js';
import { toContactResponse, type ContactOwner, type ContactResponse } from '../../contacts.schemas.js';

/** One contact of the owner's address book; any other id (another user's included) is a 404. */
export async function findOwnContact(
  manager: EntityManager,
  owner: ContactOwner,
  id: string,
  lock = false,
): Promise<ContactEntity> {
  if (!isUuid(id)) throw ContactError.notFound();
  const contact = await manager.getRepository(ContactEntity).findOne({
    where: { id, organizationId: owner.organizationId, ownerUserId: owner.userId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!contact) throw ContactError.notFound();
  return contact;
}

@Injectable()
export class GetContactUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(owner: ContactOwner, id: string): Promise<ContactResponse> {
    return toContactResponse(await findOwnContact(this.dataSource.manager, owner, id));
  }
}
