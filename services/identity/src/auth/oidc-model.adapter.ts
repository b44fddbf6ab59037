import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { OidcStore } from './oidc-store.js';

/** The provider's storage interface for one model kind, on table `oidc_models`. */
export class OidcModelAdapter implements Adapter {
  constructor(
    private readonly kind: string,
    private readonly store: OidcStore,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.store.upsert(this.kind, id, payload as Record<string, unknown>, expiresIn);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return (await this.store.find(this.kind, id)) as AdapterPayload | undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return (await this.store.findByUid(this.kind, uid)) as AdapterPayload | undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return (await this.store.findByUserCode(this.kind, userCode)) as AdapterPayload | undefined;
  }

  async consume(id: string): Promise<void> {
    await this.store.consume(this.kind, id);
  }

  async destroy(id: string): Promise<void> {
    if (this.kind === 'Grant') await this.store.destroyGrant(id);
    else await this.store.destroy(this.kind, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.store.revokeByGrantId(this.kind, grantId);
  }
}
