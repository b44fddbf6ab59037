import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ListQuery } from '../../../common/common.schemas.js';
import { DEFAULT_PER_PAGE, paginated, type Paginated, escapeLike } from '@rubrica/service-kit';
import { ContactEntity } from '../../contact.entity.js';
import { toContactResponse, type ContactOwner, type ContactResponse } from '../../contacts.schemas.js';

@Injectable()
export class ListContactsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  /** The owner's contacts by name; `q` matches name, e-mail or phone anywhere, ignoring case. */
  async execute(owner: ContactOwner, query: ListQuery): Promise<Paginated<ContactResponse>> {
    const builder = this.dataSource
      .getRepository(ContactEntity)
      .createQueryBuilder('contact')
      .where('contact.organization_id = :organizationId AND contact.owner_user_id = :userId', owner);
    if (query.q) {
      builder.andWhere(
        `(contact.name ILIKE :pattern ESCAPE '\\' OR contact.email ILIKE :pattern ESCAPE '\\' OR contact.phone ILIKE :pattern ESCAPE '\\')`,
        { pattern: `%${escapeLike(query.q)}%` },
      );
    }
    const [rows, total] = await builder
      .orderBy('lower(contact.name)', 'ASC')
      .addOrderBy('contact.id', 'ASC')
      .skip((query.page - 1) * DEFAULT_PER_PAGE)
      .take(DEFAULT_PER_PAGE)
      .getManyAndCount();
    return paginated(rows.map(toContactResponse), {
      page: query.page,
      perPage: DEFAULT_PER_PAGE,
      total,
      query: { q: query.q },
    });
  }
}
