import { Injectable } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { callRpc } from '@rubrica/proto';

const PATTERN = 'identity.resolve_principal.v1';

/** A signed-in user's name, asked of the identity service (the gateway's headers carry only ids). */
@Injectable()
export class UserNames {
  constructor(private readonly rpc: RpcClient) {}

  async nameOf(userId: string): Promise<string> {
    return (await callRpc(this.rpc, PATTERN, { userId })).user?.name ?? '';
  }
}
