// Hostile input for every JSON route and query, from a seed: the same seed gives the same inputs,
// so a failure reproduces. Wrong types, huge strings, deep nesting, unicode, NUL, lone surrogates,
// negative and huge numbers, arrays for scalars, prototype keys, broken percent-encoding.

/** mulberry32: a small, fast, well-distributed 32-bit generator; enough to pick inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Field names the spec's calls use, so bodies reach the validation of real fields. */
const FIELDS = [
  'name',
  'email',
  'emails',
  'title',
  'subject',
  'message',
  'value',
  'type',
  'page',
  'x_axis',
  'y_axis',
  'width',
  'height',
  'font_size',
  'font_family',
  'text_color',
  'opacity',
  'widgets',
  'addressees',
  'identifiers',
  'recipient_id',
  'routing_order',
  'signature_type',
  'expire_at',
  'action_reminder_frequency',
  'metadata',
  'triggers',
  'users',
  'role',
  'teams',
  'password',
  'current_password',
  'lang',
  'phone',
  'cpf',
  'settings',
  'parent',
  'into',
  'redirect',
  'confidential',
  'scopes',
  'url',
  'events',
  'item_id',
  'options',
  'is_required',
  'reason',
  'code',
  'latitude',
  'longitude',
  'documents',
  'tcn',
  'certificates',
  'send_envelopes',
  'manage_users',
  'description',
  'enabled',
  'avatar_background_color',
  'via',
  'file',
  'logo',
  '_method',
] as const;

const QUERY_KEYS = [
  'page',
  'limit',
  'perPage',
  'per_page',
  'q',
  'sort',
  'include',
  'parent',
  'extended',
  'source',
  'mode',
  'filter[state]',
  'filter[envelope.state]',
  'filter[mimetype]',
  'filter[is_signed]',
  'status',
  'type',
  'event',
] as const;

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;

const STRINGS: readonly string[] = [
  '',
  ' ',
  'a',
  'ção ü 日本語 🙂 \u202e',
  '\u0000',
  'nome\u0000oculto',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '%00',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '${jndi:ldap://x}',
  '\\',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-fffffffffffz',
  '2026-02-30T25:61:00Z',
  'http://169.254.169.254/latest',
  'javascript:alert(1)',
  'a@b',
  '@@@',
  '\r\nX-Injected: 1',
];

const NUMBERS: readonly number[] = [
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A prototype key as an own property (what JSON.parse makes of `{"__proto__": ...}`). */
function withOwnKey(key: string, value: unknown): Record<string, unknown> {
  return JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as Record<string, unknown>;
}

/**
 * Query values and path segments stay well under the 16 KB an HTTP server takes for its request
 * line and headers (a longer one is refused by the HTTP parser itself, before any route): huge
 * strings go in bodies.
 */
const QUERY_VALUE_MAX = 600;

/** Bodies that are not the JSON they claim, or claim to be something else: [content-type, body]. */
const ODD_BODIES: ReadonlyArray<readonly [string, string]> = [
  ['application/json; charset=utf-16', '{"name":"x"}'],
  ['application/json; charset=latin1', '{"name":"\u00e7"}'],
  ['text/plain', 'name=x'],
  ['application/x-www-form-urlencoded', 'name[__proto__][polluted]=1&emails[999]=x&a[b][c][d][e][f][g][h]=1'],
  ['multipart/form-data', '--x\r\n'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--x',
  ],
  ['application/xml', '<a><b/></a>'],
  ['application/json', '{"a":1e999999}'],
];

/** Query-string bytes that are not what they look like, sent as they are. */
const RAW_QUERY_VALUES = ['%00', '%ED%A0%80', '%E0%A4%A', '%', '%%', '%C0%AF', '%FF%FE'];

export class FuzzInputs {
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  private below(count: number): number {
    return Math.floor(this.random() * count);
  }

  private pick<T>(list: readonly T[]): T {
    return list[this.below(list.length)]!;
  }

  /** A string: one of the hostile ones, a long one, or a huge one. */
  string(): string {
    const roll = this.random();
    if (roll < 0.08) return this.pick(STRINGS).repeat(1 + this.below(5_000));
    if (roll < 0.12) return 'x'.repeat(200_000);
    return this.pick(STRINGS);
  }

  /** Any JSON value, nesting up to `depth` more levels. */
  value(depth = 3): unknown {
    const roll = this.random();
    if (roll < 0.3) return this.string();
    if (roll < 0.45) return this.pick(NUMBERS);
    if (roll < 0.52) return this.random() < 0.5;
    if (roll < 0.58) return null;
    if (roll < 0.63) return this.deep();
    if (depth <= 0) return this.string();
    if (roll < 0.8) return Array.from({ length: this.below(4) }, () => this.value(depth - 1));
    return this.object(depth - 1);
  }

  /** Nesting far deeper than any schema has: arrays or objects, 40 to 2,000 levels. */
  private deep(): unknown {
    let value: unknown = this.pick(STRINGS);
    const levels = 40 + this.below(2_000);
    const asArray = this.random() < 0.5;
    for (let level = 0; level < levels; level += 1) value = asArray ? [value] : { a: value };
    return value;
  }

  /** An object of spec field names (and now and then a prototype key) holding hostile values. */
  object(depth = 2): Record<string, unknown> {
    const roll = this.random();
    let object: Record<string, unknown> = {};
    if (roll < 0.15) {
      const key = this.pick(PROTOTYPE_KEYS);
      object = withOwnKey(key, { polluted: true, prototype: { polluted: true } });
    }
    const count = 1 + this.below(5);
    for (let index = 0; index < count; index += 1) object[this.pick(FIELDS)] = this.value(depth);
    return object;
  }

  /** A request body: mostly an object, sometimes another JSON value at the top. */
  body(): unknown {
    return this.random() < 0.75 ? this.object() : this.value(2);
  }

  /** A raw body and the content-type it is sent with (see ODD_BODIES). */
  oddBody(): { contentType: string; text: string } {
    const [contentType, text] = this.pick(ODD_BODIES);
    return { contentType, text };
  }

  /** A query string (`?a=b&...`): spec keys, bracket nesting, repeated keys, raw bytes. */
  query(): string {
    const parts: string[] = [];
    const count = 1 + this.below(4);
    for (let index = 0; index < count; index += 1) {
      const roll = this.random();
      let key: string = this.pick(QUERY_KEYS);
      if (roll < 0.1) key = `${this.pick(PROTOTYPE_KEYS)}[polluted]`;
      else if (roll < 0.15) key = `${key}[a][b][c][d]`;
      else if (roll < 0.2) key = `${key}[]`;
      else if (roll < 0.25) key = `${key}[${this.pick([1, 21, 999, -1])}]`;
      const value =
        this.random() < 0.2
          ? this.pick(RAW_QUERY_VALUES)
          : encodeURIComponent(this.safe(this.string()).slice(0, QUERY_VALUE_MAX));
      parts.push(`${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${value}`);
      if (this.random() < 0.15) parts.push(`${key}=${encodeURIComponent(String(this.pick(NUMBERS)))}`);
    }
    return `?${parts.join('&')}`;
  }

  /** A path segment standing in for an id: hostile text, or raw bytes that do not decode. */
  segment(): string {
    if (this.random() < 0.25) return this.pick(RAW_QUERY_VALUES);
    return encodeURIComponent(this.safe(this.string()).slice(0, QUERY_VALUE_MAX)) || '%20';
  }

  /** encodeURIComponent refuses lone surrogates: in a URL they travel as raw bytes instead. */
  private safe(text: string): string {
    return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  }

  /** True one time in `n`. */
  oneIn(n: number): boolean {
    return this.below(n) === 0;
  }
}
