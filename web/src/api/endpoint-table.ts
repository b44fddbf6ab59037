import type {
  BaseQueryFn,
  EndpointBuilder,
  FetchArgs,
  MutationDefinition,
  QueryDefinition,
} from '@reduxjs/toolkit/query';

import { api } from '../app/api.js';

declare const types: unique symbol;

/** An endpoint that reads (a query: `use…Query`, `useLazy…Query`), by its answer and argument. */
export interface Query<Result, Arg> {
  readonly [types]?: ['query', Result, Arg];
}

/** An endpoint that changes something (a mutation: `use…Mutation`), by its answer and argument. */
export interface Mutation<Result, Arg> {
  readonly [types]?: ['mutation', Result, Arg];
}

type Kind<Endpoint> = Endpoint extends { readonly [types]?: ['query', ...unknown[]] }
  ? 'query'
  : Endpoint extends { readonly [types]?: ['mutation', ...unknown[]] }
    ? 'mutation'
    : never;

/**
 * One row of an area's table: whether the endpoint is a query or a mutation, its route
 * (`METHOD /path/{field}{?field,name=field,…}`: each `{field}` and query parameter is the argument's
 * field of that name, or of the one after `=`) and what else it sends of its argument
 * (`X-Organization,body`: the fields sent as headers under their names, and `body` as the body).
 */
export interface Call<K extends 'query' | 'mutation' = 'query' | 'mutation'> {
  readonly kind: K;
  readonly route: string;
  readonly sends: string;
}

export const query = (route: string, sends: string): Call<'query'> => ({ kind: 'query', route, sends });
export const mutation = (route: string, sends: string): Call<'mutation'> => ({
  kind: 'mutation',
  route,
  sends,
});

type Builder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];
type BuilderTypes =
  Builder extends EndpointBuilder<infer BaseQuery, infer TagTypes, infer ReducerPath>
    ? { baseQuery: BaseQuery; tagTypes: TagTypes; reducerPath: ReducerPath }
    : never;

/** The RTK Query definitions of a table whose endpoints `Types` names (api/generated/rubrica-api.ts). */
type Definitions<Types> = {
  [Name in keyof Types]: Types[Name] extends Query<infer Result, infer Arg>
    ? QueryDefinition<
        Arg,
        BuilderTypes['baseQuery'],
        BuilderTypes['tagTypes'],
        Result,
        BuilderTypes['reducerPath']
      >
    : Types[Name] extends Mutation<infer Result, infer Arg>
      ? MutationDefinition<
          Arg,
          BuilderTypes['baseQuery'],
          BuilderTypes['tagTypes'],
          Result,
          BuilderTypes['reducerPath']
        >
      : never;
};

/** Each sent name with the argument's field of that name, or of the one after `=` (`per_page=perPage`). */
const picked = (arg: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(
    names.map((sent) => {
      const [name = sent, field = name] = sent.split('=');
      return [name, arg[field]];
    }),
  );

const listed = (names: string) => (names ? names.split(',') : []);

/** The request a call makes with an argument: its path fields encoded, the others picked. */
const requestOf = ({ route, sends }: Call) => {
  const [method = 'GET', target = ''] = route.split(' ');
  const queryAt = target.indexOf('{?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const params = queryAt < 0 ? [] : listed(target.slice(queryAt + 2, -1));
  const headers = listed(sends).filter((name) => name !== 'body');
  const body = listed(sends).includes('body');
  return (arg: Record<string, unknown>): FetchArgs => ({
    url: path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(arg[name]))),
    ...(method === 'GET' ? {} : { method }),
    ...(body ? { body: arg.body } : {}),
    ...(headers.length ? { headers: picked(arg, headers) as Record<string, string> } : {}),
    ...(params.length ? { params: picked(arg, params) } : {}),
  });
};

/**
 * An area's endpoints, injected into the one base API (app/api.ts) from its table (generated from
 * the OpenAPI document, see api/generated): each row becomes a query or a mutation typed by the
 * answer and argument `Types` gives it, so the hooks and their types are the ones the table names.
 */
export const injectTable = <Types>(table: { [Name in keyof Types]: Call<Kind<Types[Name]>> }) =>
  api.injectEndpoints({
    endpoints: (build) => {
      // Every row makes a fetch request; its types are the table's, restored by the result's type.
      const builder = build as unknown as EndpointBuilder<BaseQueryFn<FetchArgs>, string, string>;
      const rows = Object.entries(table as Record<string, Call>).map(([name, call]) => {
        const definition = { query: requestOf(call) };
        return [name, call.kind === 'query' ? builder.query(definition) : builder.mutation(definition)];
      });
      return Object.fromEntries(rows) as Definitions<Types>;
    },
    overrideExisting: false,
  });
