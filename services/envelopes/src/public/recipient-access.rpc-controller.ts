import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AppError } from '@rubrica/errors';
import { RpcHandler } from '@rubrica/messaging';
import { decodeRpcRequest, encodeRpcResponse, rpcContract, type RpcResponseJson } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { isRecipientCurrent } from '../envelopes/domain/envelope-state-machine.js';
import {
  contactOf,
  toProtoRecipientState,
  toProtoRecipientType,
} from '../envelopes/envelope-proto.mapper.js';
import { EnvelopeFlowStore } from '../envelope-flow/envelope-flow.store.js';
import { RecipientAccessResolver } from '../envelope-flow/recipient-access.js';
import { RecipientLinkError } from './public.exception.js';

type Pattern = 'envelopes.resolve_action_token.v1';

/**
 * envelopes.resolve_action_token.v1: other services serving a recipient's public routes
 * (signature profiles) learn whose link a token is. NOT_FOUND for a token that opens nothing.
 */
@Controller()
export class RecipientAccessRpcController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    private readonly store: EnvelopeFlowStore,
  ) {}

  @RpcHandler(rpcContract('envelopes.resolve_action_token.v1'))
  async resolve(@Payload() payload: unknown): Promise<RpcResponseJson<Pattern>> {
    let token: string;
    try {
      token = decodeRpcRequest('envelopes.resolve_action_token.v1', payload as never).token;
    } catch {
      throw AppError.validation({ token: ['The token field is required.'] });
    }
    const access = await this.access.forLinkCheck(this.dataSource.manager, token).catch(() => {
      throw RecipientLinkError.tokenNotFound();
    });
    const { envelope, recipient } = access;
    const snapshot = this.store.snapshot(access);
    const me = snapshot.recipients.find((candidate) => candidate.id === recipient.id)!;
    const contact = contactOf(recipient);
    return encodeRpcResponse('envelopes.resolve_action_token.v1', {
      recipientId: recipient.id,
      envelopeId: envelope.id,
      organizationId: envelope.organizationId,
      isSandbox: envelope.isSandbox,
      name: contact.name,
      email: contact.via === 'email' ? contact.value : '',
      type: toProtoRecipientType(recipient.type),
      state: toProtoRecipientState(recipient.state),
      canAct:
        access.token.purpose === 'action' &&
        envelope.state === 'in-transit' &&
        recipient.state === 'waiting' &&
        isRecipientCurrent(snapshot.recipients, me),
    });
  }
}
