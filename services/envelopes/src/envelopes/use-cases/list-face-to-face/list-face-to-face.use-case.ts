import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_PER_PAGE, paginated } from '@rubrica/service-kit';
import { EnvelopeState, RecipientType } from '../../domain/envelope-vocabulary.js';
import type { SenderScope } from '../../envelope-access.js';
import { recipientsOf } from '../../envelope-parts.store.js';
import { presentEnvelope, presentRecipient } from '../../envelope.presenter.js';
import { EnvelopeEntity } from '../../envelope.entity.js';
import type { FaceToFaceQuery } from '../../envelopes.schemas.js';

/**
 * The in-person list (section 2): the caller's envelopes in transit having in-person signers in
 * the asked states (waiting or signing by default), each with those signers.
 */
@Injectable()
export class ListFaceToFaceUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(scope: SenderScope, query: FaceToFaceQuery) {
    const [rows, total] = await this.dataSource
      .getRepository(EnvelopeEntity)
      .createQueryBuilder('envelope')
      .where('envelope.organization_id = :organizationId AND envelope.sender_user_id = :userId', scope)
      .andWhere('envelope.state = :state', { state: EnvelopeState.InTransit })
      .andWhere(
        `EXISTS (SELECT 1 FROM recipients r WHERE r.envelope_id = envelope.id AND r.type = :type AND r.state IN (:...states))`,
        { type: RecipientType.InPersonSigner, states: query.states },
      )
      .orderBy('envelope.created_at', 'DESC')
      .addOrderBy('envelope.id', 'ASC')
      .skip((query.page - 1) * DEFAULT_PER_PAGE)
      .take(DEFAULT_PER_PAGE)
      .getManyAndCount();
    const recipients = await recipientsOf(
      this.dataSource.manager,
      rows.map((row) => row.id),
    );
    const data = rows.map((envelope) => ({
      ...presentEnvelope(envelope),
      recipients: (recipients.get(envelope.id) ?? [])
        .filter(
          (recipient) =>
            recipient.type === RecipientType.InPersonSigner && query.states.includes(recipient.state),
        )
        .map(presentRecipient),
    }));
    return paginated(data, {
      page: query.page,
      perPage: DEFAULT_PER_PAGE,
      total,
      query: { 'filter[state]': query.states.join(',') },
    });
  }
}
