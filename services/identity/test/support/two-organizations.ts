import type { IdentityTestApp, SeededOrganization, SeededUser } from './workspace-test-kit.js';

/**
 * Two organizations whose rows must not cross: Acme, owned by Ana with Bruno a plain member, and
 * Globex, owned by Carla.
 */
export interface TwoOrganizations {
  ana: SeededUser;
  bruno: SeededUser;
  acme: SeededOrganization;
  carla: SeededUser;
  globex: SeededOrganization;
}

/**
 * {@link TwoOrganizations} seeded in `identity` before the file's tests (after the app starts,
 * ahead of the file's own hooks). Each object is filled in then, so a file destructures them once
 * at its top.
 */
export function useTwoOrganizations(identity: IdentityTestApp): TwoOrganizations {
  const seeded: TwoOrganizations = {
    ana: {} as SeededUser,
    bruno: {} as SeededUser,
    acme: {} as SeededOrganization,
    carla: {} as SeededUser,
    globex: {} as SeededOrganization,
  };
  beforeAll(async () => {
    const { ana, bruno, acme, carla, globex } = seeded;
    Object.assign(ana, await identity.seed.user({ name: 'Ana Souza' }));
    Object.assign(bruno, await identity.seed.user({ name: 'Bruno Lima' }));
    Object.assign(acme, await identity.seed.organization(ana));
    await identity.seed.membership(acme.id, bruno.id, acme.defaultRoleId);
    Object.assign(carla, await identity.seed.user({ name: 'Carla Dias' }));
    Object.assign(globex, await identity.seed.organization(carla));
  });
  return seeded;
}
