import { Inject, Injectable } from '@nestjs/common';
import { isAppError } from '@rubrica/errors';
import { RpcClient } from '@rubrica/messaging';
import { callRpc, type RpcResponse } from '@rubrica/proto';
import type { EnvelopesConfig } from '../envelopes.config.js';
import { ENVELOPES_CONFIG } from './envelopes-tokens.js';
import { envelopesError } from './envelopes.errors.js';

export interface CallerProfile {
  name: string;
  /** Lowercase. */
  email: string;
}

const TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

/**
 * The signed-in caller's name and e-mail, which the gateway does not forward: asked from identity
 * (`identity.resolve_principal.v1`) and kept a few seconds. They become an envelope's sender, and
 * the e-mail is what the inbox matches recipients by (spec section 6: the sender view is matched
 * by e-mail too).
 */
@Injectable()
export class CallerDirectory {
  private readonly cache = new Map<string, { profile: CallerProfile; until: number }>();

  constructor(
    private readonly rpc: RpcClient,
    @Inject(ENVELOPES_CONFIG) private readonly config: EnvelopesConfig,
  ) {}

  async profileOf(userId: string): Promise<CallerProfile> {
    const cached = this.cache.get(userId);
    if (cached && cached.until > Date.now()) return cached.profile;
    let reply: RpcResponse<'identity.resolve_principal.v1'>;
    try {
      reply = await callRpc(
        this.rpc,
        'identity.resolve_principal.v1',
        { userId },
        { subject: this.config.PRINCIPAL_RPC_SUBJECT },
      );
    } catch (error) {
      // The gateway vouched for this user a moment ago; identity not knowing them is our fault.
      if (isAppError(error) && error.status === 404)
        throw envelopesError('principal.unknown_user', 'Unknown user.');
      throw error;
    }
    const user = reply.user;
    const profile = { name: user?.name ?? '', email: (user?.email ?? '').toLowerCase() };
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(userId, { profile, until: Date.now() + TTL_MS });
    return profile;
  }
}
