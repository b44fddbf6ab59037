import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Stored {
  payload: AdapterPayload;
  expiresAt?: number;
}

/** oidc-provider storage in one Map per test identity (all models share it, keyed by model). */
export function memoryOidcAdapter(): AdapterFactory {
  const store = new Map<string, Stored>();
  const live = (key: string): AdapterPayload | undefined => {
    const stored = store.get(key);
    if (!stored) return undefined;
    if (stored.expiresAt !== undefined && stored.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return stored.payload;
  };
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), {
          payload,
          expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined,
        });
        if (payload.uid) store.set(`${model}:uid:${payload.uid}`, { payload: { ...payload, jti: id } });
        if (payload.userCode)
          store.set(`${model}:userCode:${payload.userCode}`, { payload: { ...payload, jti: id } });
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        const jti = live(`${model}:uid:${uid}`)?.jti;
        return jti ? live(key(jti)) : undefined;
      },
      async findByUserCode(userCode) {
        const jti = live(`${model}:userCode:${userCode}`)?.jti;
        return jti ? live(key(jti)) : undefined;
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [name, stored] of store) if (stored.payload.grantId === grantId) store.delete(name);
      },
    };
  };
}
