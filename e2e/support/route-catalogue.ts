// Which routes a spec reached. The catalogue is read from the running services' own controllers
// (not written down by hand) through the gateway's route table, so a route added later shows up as
// not yet exercised.
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, ModulesContainer } from '@nestjs/core';
import { ownAndInheritedMethods } from '@rubrica/testing';
import { API_ROUTES, type ApiRoute, type ServiceName } from '../../gateway/src/routes.js';
import { createRouteResolver } from '../../gateway/src/routing/resolve-route.js';
import type { Answer, ApiCaller, CallOptions, LooseJson } from './api-client.js';

/** `METHOD /path/:param` as identity declares it (below the gateway's `/api`). */
export type RouteKey = `${string} /${string}`;

const joinPath = (...parts: string[]): `/${string}` =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : [value ?? '']).map(String);

/** A route a service declares, as the gateway's table (`routes.ts`) forwards it. */
export interface DeclaredRoute {
  key: RouteKey;
  service: ServiceName;
  access: ApiRoute['access'];
  /** The gateway's prefix the route falls under. */
  prefix: string;
}

/**
 * Every HTTP route `app` declares that the gateway forwards to `service` under `/api` (a route
 * the table sends elsewhere, or does not forward at all, is not reachable and is left out).
 */
export function declaredApiRoutes(app: INestApplication, service: ServiceName): DeclaredRoute[] {
  const resolve = createRouteResolver();
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const routes = new Map<RouteKey, DeclaredRoute>();
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    const prototype = controller.prototype as object;
    for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
      for (const handler of ownAndInheritedMethods(prototype).values()) {
        const paths: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const path of asList(paths)) {
          const template = joinPath(base, path);
          const owner = resolve(`/api${template}`);
          if (owner.kind !== 'api' || owner.service !== service) continue;
          const key: RouteKey = `${method} ${template}`;
          routes.set(key, { key, service, access: owner.access, prefix: owner.prefix });
        }
      }
    }
  }
  return [...routes.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Every route the gateway forwards with `access`, as the services behind it declare them: each
 * service the table (`API_ROUTES`) names must be among `apps`, so a service added to the table is
 * read too.
 */
export function gatewayApiRoutes(
  apps: Partial<Record<ServiceName, INestApplication>>,
  access: ApiRoute['access'],
): DeclaredRoute[] {
  const services = [...new Set(API_ROUTES.map((route) => route.service))];
  return services.flatMap((service) => {
    const app = apps[service];
    if (!app) throw new Error(`no ${service} process to read the routes of`);
    return declaredApiRoutes(app, service).filter((route) => route.access === access);
  });
}

/**
 * Every HTTP route of the identity app that the gateway forwards to identity under `/api`
 * (its pages and the authorization server live under `/oidc` and are left out).
 */
export function identityApiRoutes(app: INestApplication): RouteKey[] {
  return declaredApiRoutes(app, 'identity').map((route) => route.key);
}

/** The catalogue's route a concrete call lands on: the one with the most literal segments matching. */
export function routeOf(routes: readonly RouteKey[], method: string, target: string): RouteKey | undefined {
  const segments = target.split('?')[0]!.split('/').filter(Boolean);
  let best: { route: RouteKey; literals: number } | undefined;
  for (const route of routes) {
    const [routeMethod, template] = route.split(' ') as [string, string];
    if (routeMethod !== method.toUpperCase()) continue;
    const parts = template.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, index) => part.startsWith(':') || part === segments[index])) continue;
    const literals = parts.filter((part) => !part.startsWith(':')).length;
    if (!best || literals > best.literals) best = { route, literals };
  }
  return best?.route;
}

/** An API caller that notes, for each catalogue route, the statuses its calls were answered with. */
export class RouteRecorder implements ApiCaller {
  readonly reached = new Map<RouteKey, number[]>();

  constructor(
    private readonly caller: ApiCaller,
    private readonly routes: readonly RouteKey[],
  ) {}

  get organization(): string | undefined {
    return this.caller.organization;
  }

  async api<T = LooseJson>(method: string, path: string, options?: CallOptions): Promise<Answer<T>> {
    const answer = await this.caller.api<T>(method, path, options);
    const route = routeOf(this.routes, method, path);
    if (route) this.reached.set(route, [...(this.reached.get(route) ?? []), answer.status]);
    return answer;
  }

  /** Catalogue routes no call reached. */
  missing(): RouteKey[] {
    return this.routes.filter((route) => !this.reached.has(route));
  }
}

/**
 * Notes, for each catalogue route, the statuses the calls of the callers it watches were answered
 * with; for specs whose callers are created along the way (a browser signed in mid-journey).
 */
export class RouteLog {
  readonly reached = new Map<RouteKey, number[]>();

  constructor(private readonly routes: readonly RouteKey[]) {}

  /** Makes `caller` note its calls here from now on; answers the same caller. */
  watch<C extends ApiCaller>(caller: C): C {
    const call = caller.api.bind(caller);
    caller.api = async <T = LooseJson>(method: string, path: string, options?: CallOptions) => {
      const answer = await call<T>(method, path, options);
      const route = routeOf(this.routes, method, path);
      if (route) this.reached.set(route, [...(this.reached.get(route) ?? []), answer.status]);
      return answer;
    };
    return caller;
  }

  /** Catalogue routes no watched call reached. */
  missing(): RouteKey[] {
    return this.routes.filter((route) => !this.reached.has(route));
  }

  /** Catalogue routes no watched call reached with a success (2xx). */
  neverSucceeded(): RouteKey[] {
    return this.routes.filter((route) => !(this.reached.get(route) ?? []).some((status) => status < 300));
  }
}
