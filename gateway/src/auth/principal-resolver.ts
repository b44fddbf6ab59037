import { isAppError } from '@rubrica/errors';
import type { RpcClient } from '@rubrica/messaging';
import {
  callRpc,
  PERMISSION_FLAGS,
  permissionFlagsOf,
  timestampDate,
  type PermissionFlag,
  type PermissionFlags,
  type RpcResponse,
} from '@rubrica/proto';
import { TtlCache } from './ttl-cache.js';

export const RESOLVE_PRINCIPAL = 'identity.resolve_principal.v1';

/** What identity says about a user and, when one was named, their place in an organization. */
export interface ResolvedPrincipal {
  user: {
    id: string;
    emailVerified: boolean;
    registrationCompleted: boolean;
    /** Epoch ms of the last revocation of all the user's credentials, when there was one. */
    credentialsRevokedAt?: number;
  };
  membership?: {
    organizationId: string;
    isOwner: boolean;
    isPersonal: boolean;
    /** Granted flags; an owner holds all of them. */
    permissions: PermissionFlag[];
  };
}

export interface PrincipalResolverOptions {
  /** The request-reply subject; tests give their own so parallel suites never answer each other. */
  subject?: string;
  /** How long an answer is reused (identity's design allows at most 10 s). */
  cacheTtlMs?: number;
  maxEntries?: number;
  /**
   * How long identity may take to answer (default 10 s, as the gateway's other calls to it). An
   * identity that is down answers at once (NATS has no responder), so this is only waited out when
   * identity is up but slow: a busy machine took over 3 s, and every request in that time was
   * answered 503 although identity was about to answer.
   */
  timeoutMs?: number;
}

// User ids never hold a line break, so the user's entries are exactly those starting `<user>\n`.
const keyOf = (userId: string, organizationId: string | undefined): string =>
  `${userId}\n${organizationId ?? ''}`;

const flagsOf = (permissions: PermissionFlags, isOwner: boolean): PermissionFlag[] =>
  PERMISSION_FLAGS.filter((flag) => isOwner || permissions[flag]);

/**
 * Asks identity who a user is (`identity.resolve_principal.v1` over NATS) and keeps each answer
 * per (user, organization) for a few seconds. Identity's change events drop answers at once
 * (`IdentityEventsListener`); the time limit bounds how long a missed event can be felt.
 * An unknown user is null; identity unreachable throws (the gateway answers 503).
 */
export class PrincipalResolver {
  private readonly cache: TtlCache<string, ResolvedPrincipal | null>;
  private readonly subject: string;
  private readonly ttlMs: number;
  /**
   * Questions to identity still waiting for an answer, per user. An answer given before a change
   * can arrive after the change's event: such an answer is returned but never remembered.
   */
  private readonly inFlight = new Map<string, Set<{ stale: boolean }>>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly options: PrincipalResolverOptions = {},
  ) {
    this.subject = options.subject ?? RESOLVE_PRINCIPAL;
    this.ttlMs = Math.min(options.cacheTtlMs ?? 10_000, 10_000);
    this.cache = new TtlCache(options.maxEntries ?? 10_000);
  }

  async resolve(userId: string, organizationId: string | undefined): Promise<ResolvedPrincipal | null> {
    const key = keyOf(userId, organizationId);
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const question = { stale: false };
    const pending = this.inFlight.get(userId) ?? new Set();
    this.inFlight.set(userId, pending.add(question));
    let resolved: ResolvedPrincipal | null;
    try {
      resolved = await this.ask(userId, organizationId);
    } finally {
      pending.delete(question);
      if (pending.size === 0 && this.inFlight.get(userId) === pending) this.inFlight.delete(userId);
    }
    // An account that is about to change state (verifying its e-mail, completing registration) is
    // asked again every time, so the person returning from the link is let in at once.
    if (!question.stale && resolved && resolved.user.emailVerified && resolved.user.registrationCompleted)
      this.cache.set(key, resolved, this.ttlMs);
    return resolved;
  }

  /** Identity changed the user's membership of one organization. */
  forgetMembership(userId: string, organizationId: string): void {
    this.markStale(userId);
    this.cache.delete(keyOf(userId, organizationId));
  }

  /** Identity changed the user (or may have: events were missed); every answer about them goes. */
  forgetUser(userId: string): void {
    this.markStale(userId);
    const prefix = keyOf(userId, undefined);
    this.cache.deleteWhere((key) => key.startsWith(prefix));
  }

  /** Events may have been missed (NATS was unreachable): nothing remembered can be trusted. */
  forgetAll(): void {
    for (const pending of this.inFlight.values()) for (const question of pending) question.stale = true;
    this.cache.clear();
  }

  private markStale(userId: string): void {
    for (const question of this.inFlight.get(userId) ?? []) question.stale = true;
  }

  private async ask(userId: string, organizationId: string | undefined): Promise<ResolvedPrincipal | null> {
    let answer: RpcResponse<typeof RESOLVE_PRINCIPAL>;
    try {
      answer = await callRpc(
        this.rpc,
        RESOLVE_PRINCIPAL,
        { userId, organizationId },
        { subject: this.subject, timeoutMs: this.options.timeoutMs ?? 10_000 },
      );
    } catch (error) {
      if (isAppError(error) && error.status === 404) return null;
      throw error;
    }
    if (!answer.user?.id) return null;
    const membership = answer.membership;
    const organization = membership?.organization;
    // A membership of another organization than the one asked about is not an answer to trust.
    const matches = organization?.id && organization.id === organizationId;
    return {
      user: {
        id: answer.user.id,
        emailVerified: answer.user.emailVerified,
        registrationCompleted: answer.user.registrationCompleted,
        ...(answer.user.credentialsRevokedAt
          ? { credentialsRevokedAt: timestampDate(answer.user.credentialsRevokedAt).getTime() }
          : {}),
      },
      membership:
        membership && organization && matches
          ? {
              organizationId: organization.id,
              isOwner: membership.isOwner,
              isPersonal: organization.isPersonal,
              permissions: flagsOf(permissionFlagsOf(membership.permissions), membership.isOwner),
            }
          : undefined,
    };
  }
}
