import { findRowById } from '@rubrica/service-kit/find-row-by-id';
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
  return findRowById(
    manager,
    ContactEntity,
    id,
    { organizationId: owner.organizationId, ownerUserId: owner.userId },
    ContactError.notFound,
    { lock },
  );
}

@Injectable()
export class GetContactUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(owner: ContactOwner, id: string): Promise<ContactResponse> {
    return toContactResponse(await findOwnContact(this.dataSource.manager, owner, id));
  }
}
