// The fuzzer (ARCHITECTURE.md: bad input gets a clear 4xx, never a 500). Over every route the
// services declare and the gateway forwards, the organization's owner (and, on the public token
// routes, a visitor holding her links) sends at least 5,000
// hostile inputs, made from a fixed seed (FUZZ_SEED to try another): JSON bodies of wrong types,
// huge strings, deep nesting, unicode, NUL, lone surrogates, extreme numbers, arrays for scalars and
// prototype keys; malformed JSON and bodies of other types; hostile query strings and path
// segments. No answer may be a 5xx, and every refusal is in the spec's error shape.
import { loadConfig, z } from '@rubrica/config';
import type { Answer } from './support/api-client.js';
import { BrowserClient } from './support/browser-client.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { FuzzInputs } from './support/fuzz-inputs.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { invitedMember, roleWith } from './support/organization-members.js';
import { gatewayApiRoutes, type DeclaredRoute } from './support/route-catalogue.js';
import { concretePath, makeRouteTargets, methodOf, type RouteTargets } from './support/route-fixtures.js';

const { FUZZ_SEED: SEED } = loadConfig(
  'security-fuzz',
  z.object({ FUZZ_SEED: z.coerce.number().int().nonnegative().default(20_261_127) }),
);
const AT_LEAST = 5_000;
const AT_ONCE = 8;
const FAUSTO = { name: 'Fausto Fuzz', email: 'fausto@fuzz.example', password: 'Fuzz-Dono-2026' };
const ZE = { name: 'Zé Fuzz', email: 'ze@fuzz.example', password: 'Ze-Fuzz-2026!' };
const MALFORMED_JSON = [
  '{',
  '{"name":',
  '{"a":1}}',
  '[1,2',
  '"\\u12"',
  '{"a":"\\ud800"',
  'nul',
  '\u0000',
  '{"a":1,}',
  '{,}',
];

interface Input {
  index: number;
  /** Public token routes are called as a visitor without a session, as recipients call them. */
  visitor: boolean;
  method: string;
  path: string;
  json?: unknown;
  text?: string;
  contentType?: string;
}

let stack: EnvelopeStack;
let fausto: BrowserClient;
let visitor: BrowserClient;
let routes: DeclaredRoute[];
let targets: RouteTargets;

beforeAll(async () => {
  stack = await startEnvelopeStack('security_fuzz', {
    notificationsHttp: true,
    // The public routes' rate limits would answer most of the inputs with 429 before any route.
    gateway: { PUBLIC_RATE_LIMIT_PER_MINUTE: 1_000_000, PUBLIC_TOKEN_RATE_LIMIT_PER_MINUTE: 1_000_000 },
  });
  routes = [...gatewayApiRoutes(stack.apps, 'private'), ...gatewayApiRoutes(stack.apps, 'public')];
  visitor = new BrowserClient(stack.url);
  fausto = (await signedInWithOrganization(stack, FAUSTO, 'Fuzz')).browser;
  const role = await roleWith(fausto, 'Alvo', []);
  const ze = await invitedMember(stack, fausto, ZE, role);
  targets = await makeRouteTargets(stack, fausto, {
    role,
    user: (await ze.api('GET', '/me')).body.id,
    ownerEmail: FAUSTO.email,
    domain: 'fuzz.example',
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

/** Every input, made in route order from the seed (so the same seed gives the same list). */
function inputs(): Input[] {
  const fuzz = new FuzzInputs(SEED);
  const perRoute = Math.ceil(AT_LEAST / routes.length);
  const list: Input[] = [];
  for (const route of routes) {
    const method = methodOf(route);
    for (let count = 0; count < perRoute; count += 1) {
      // Now and then one parameter is hostile instead of a real id.
      const hostile = route.key.includes(':') && fuzz.oneIn(6) ? fuzz.segment() : undefined;
      let replaced = false;
      const path = concretePath(targets, route, () => {
        if (!hostile || replaced) return undefined;
        replaced = true;
        return hostile;
      });
      const input: Input = { index: list.length, visitor: route.access === 'public', method, path };
      if (method === 'GET' || fuzz.oneIn(4)) input.path += fuzz.query();
      if (method !== 'GET') {
        const unusual = fuzz.oneIn(6);
        if (unusual && fuzz.oneIn(2)) input.text = MALFORMED_JSON[count % MALFORMED_JSON.length]!;
        else if (unusual) {
          const odd = fuzz.oddBody();
          input.text = odd.text;
          input.contentType = odd.contentType;
        } else input.json = fuzz.body();
      }
      list.push(input);
    }
  }
  // Deletions last: what they remove is gone only once the other inputs have run.
  return [
    ...list.filter((input) => input.method !== 'DELETE'),
    ...list.filter((input) => input.method === 'DELETE'),
  ];
}

/** The spec's error shape: `{ message, code, errors?: { field: [message] } }`. */
function inErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return false;
  const { message, code, errors } = body as { message?: unknown; code?: unknown; errors?: unknown };
  if (typeof message !== 'string' || typeof code !== 'string') return false;
  if (errors === undefined) return true;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    )
  );
}

const shown = (value: unknown, length: number) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > length ? `${text.slice(0, length)}…` : text;
};

describe(`the fuzzer (seed ${SEED})`, () => {
  it(`sends at least ${AT_LEAST} hostile inputs over every route and gets no 5xx and only spec-shaped refusals`, async () => {
    const list = inputs();
    expect(list.length).toBeGreaterThanOrEqual(AT_LEAST);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let start = 0; start < list.length; start += AT_ONCE) {
      await Promise.all(
        list.slice(start, start + AT_ONCE).map(async (input) => {
          let answer: Answer;
          try {
            answer = await (input.visitor ? visitor : fausto).api(input.method, input.path, {
              json: input.json,
              text: input.text,
              ...(input.contentType ? { headers: { 'content-type': input.contentType } } : {}),
            });
          } catch (error) {
            failures.push(`#${input.index} ${input.method} ${shown(input.path, 160)}: ${String(error)}`);
            return;
          }
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const bad = answer.status >= 500 || (answer.status >= 400 && !inErrorShape(answer.body));
          if (bad)
            failures.push(
              `#${input.index} ${input.method} ${shown(input.path, 160)} ${shown(input.text ?? input.json, 200)} → ${answer.status} ${shown(Buffer.isBuffer(answer.body) ? '<binary>' : answer.body, 300)}`,
            );
        }),
      );
    }
    expect(failures).toEqual([]);
    // The inputs reached the routes' own validation (a fifth at least refused field by field), and
    // some went through: a run refused wholesale at the door would prove nothing.
    expect(statuses.get(422) ?? 0).toBeGreaterThan(list.length / 5);
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
  }, 600_000);
});
