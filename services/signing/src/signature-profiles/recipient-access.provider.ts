import { Injectable } from '@nestjs/common';
import { isAppError } from '@rubrica/errors';
import { RpcClient } from '@rubrica/messaging';
import { callRpc, type RpcResponse } from '@rubrica/proto';
import { SignatureProfileError } from './signature-profiles.exception.js';

const PATTERN = 'envelopes.resolve_action_token.v1';
export type ResolvedRecipient = RpcResponse<typeof PATTERN>;

/**
 * Whose link a public route's token is, asked of the envelopes service (it keeps only the
 * tokens' hashes). A token it does not know is the spec's 400 'invalid token' (§8); a recipient
 * who may no longer act (envelope ended, already acted, not their turn) is refused with 403.
 */
@Injectable()
export class RecipientAccess {
  constructor(private readonly rpc: RpcClient) {}

  async recipientWhoMayAct(token: string): Promise<ResolvedRecipient> {
    let recipient: ResolvedRecipient;
    try {
      recipient = await callRpc(this.rpc, PATTERN, { token });
    } catch (error) {
      if (isAppError(error) && error.status < 500) throw SignatureProfileError.invalidToken();
      throw error;
    }
    if (!recipient.recipientId) throw SignatureProfileError.invalidToken();
    if (!recipient.canAct) throw SignatureProfileError.cannotAct();
    return recipient;
  }
}
