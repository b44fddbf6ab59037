import {
  EVENT_SUBJECTS,
  EVENTS,
  RPC,
  RPC_PATTERNS,
  STREAMS,
  eventDefinition,
  file_rubrica_billing_v1_events,
  file_rubrica_envelopes_v1_events,
  file_rubrica_identity_v1_events,
  isEventSubject,
  rpcDefinition,
  streamForSubject,
  subjectMatchesFilter,
  type EventSubject,
} from '@rubrica/proto';

const SUBJECT_RULE =
  /^rubrica\.([a-z]+)\.([a-z]+(?:_[a-z]+)*)\.([a-z]+(?:_[a-z]+)*)(?:\.v([2-9]|[1-9]\d+))?$/;
const RPC_RULE = /^([a-z]+)\.([a-z]+(?:_[a-z]+)*)\.v([1-9]\d*)$/;

describe('event registry', () => {
  it.each(EVENT_SUBJECTS)(
    '%s follows rubrica.<service>.<aggregate>.<event> and names its own service',
    (subject) => {
      const match = SUBJECT_RULE.exec(subject);
      expect(match).not.toBeNull();
      expect(match?.[1]).toBe(EVENTS[subject].service);
    },
  );

  it.each(EVENT_SUBJECTS)(
    '%s has a schema from its service package and a stream that captures it',
    (subject) => {
      const definition = eventDefinition(subject);
      expect(definition.schema.kind).toBe('message');
      expect(definition.typeName).toBe(definition.schema.typeName);
      expect(definition.typeName).toMatch(
        new RegExp(`^rubrica\\.${definition.service}\\.v\\d+\\.[A-Z][A-Za-z]+$`),
      );
      const stream = streamForSubject(subject);
      expect(stream?.name).toBe(definition.stream);
      expect(stream?.subjects.some((filter) => subjectMatchesFilter(filter, subject))).toBe(true);
    },
  );

  it('binds each message to exactly one subject', () => {
    const typeNames = EVENT_SUBJECTS.map((subject) => EVENTS[subject].typeName);
    expect(new Set(typeNames).size).toBe(typeNames.length);
  });

  it('registers every message declared in an events file', () => {
    const registered = new Set<string>(EVENT_SUBJECTS.map((subject) => EVENTS[subject].typeName));
    const declared = [
      file_rubrica_envelopes_v1_events,
      file_rubrica_billing_v1_events,
      file_rubrica_identity_v1_events,
    ]
      .flatMap((file) => file.messages)
      .map((message) => message.typeName);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((typeName) => !registered.has(typeName))).toEqual([]);
  });

  it('names one stream per producing service, capturing rubrica.<service>.>', () => {
    for (const [service, stream] of Object.entries(STREAMS)) {
      expect(stream.name).toBe(`RUBRICA_${service.toUpperCase()}`);
      expect(stream.subjects).toEqual([`rubrica.${service}.>`]);
    }
  });

  it('captures nothing outside the registered services', () => {
    expect(streamForSubject('rubrica.unknown.envelope.completed')).toBeUndefined();
    expect(streamForSubject('rubrica.envelopes')).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(EVENTS)).toBe(true);
    expect(Object.isFrozen(EVENTS['rubrica.envelopes.envelope.completed'])).toBe(true);
    expect(Object.isFrozen(STREAMS.envelopes.subjects)).toBe(true);
    expect(Object.isFrozen(RPC)).toBe(true);
    expect(() => {
      (EVENTS as Record<string, unknown>)['rubrica.envelopes.envelope.renamed'] =
        EVENTS['rubrica.envelopes.envelope.sent'];
    }).toThrow(TypeError);
  });

  it('rejects subjects that are not registered', () => {
    expect(isEventSubject('rubrica.envelopes.envelope.completed')).toBe(true);
    expect(isEventSubject('rubrica.envelopes.envelope.finished')).toBe(false);
    expect(isEventSubject('toString')).toBe(false);
    expect(() => eventDefinition('rubrica.envelopes.envelope.finished' as EventSubject)).toThrow(
      /Unknown event subject/,
    );
  });
});

describe('RPC registry', () => {
  it.each(RPC_PATTERNS)(
    '%s follows <service>.<call>.v<N> and maps to a unary method of that service',
    (pattern) => {
      const match = RPC_RULE.exec(pattern);
      expect(match).not.toBeNull();
      const definition = rpcDefinition(pattern);
      expect(definition.method.startsWith(`rubrica.${match?.[1]}.v${match?.[3]}.`)).toBe(true);
      expect(definition.request.typeName).toMatch(/Request$/);
      expect(definition.response.typeName).toMatch(/Response$/);
    },
  );

  it('binds the named patterns to their contract', () => {
    expect(RPC['billing.may_send.v1'].method).toBe('rubrica.billing.v1.BillingQuotaService.MaySend');
    expect(RPC['billing.may_send.v1'].request.typeName).toBe('rubrica.billing.v1.MaySendRequest');
    expect(RPC['billing.consume_envelope_credit.v1'].response.typeName).toBe(
      'rubrica.billing.v1.ConsumeEnvelopeCreditResponse',
    );
    expect(RPC['identity.get_membership.v1'].method).toBe(
      'rubrica.identity.v1.IdentityMembershipService.GetMembership',
    );
    expect(RPC['identity.get_membership.v1'].response.typeName).toBe(
      'rubrica.identity.v1.GetMembershipResponse',
    );
  });
});
