import { isUuid } from '@rubrica/service-kit';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { PermissionFlag, Permissions } from '../roles/role.entity.js';
import {
  callerFromHeaders,
  permissionsFrom,
  RESOLVED_CALLER,
  type Caller,
  type RequestWithCaller,
} from './caller.decorator.js';
import { MembershipError } from '../memberships/memberships.exception.js';
import { PrincipalError } from './principal.exception.js';

export const CALLER_REQUIREMENTS = 'rubrica.identity.caller-requirements';

export interface CallerRequirements {
  organization?: boolean;
  owner?: boolean;
  /** Any one of these flags (or ownership) passes. */
  permissions?: PermissionFlag[];
  /** Refuse personal workspaces (teams and users pages). */
  business?: boolean;
  /**
   * The route parameter naming the organization (the `organizations/{id}/...` routes, which the
   * gateway forwards without X-Organization); outsiders get 404 as on the other organization routes.
   */
  organizationParam?: string;
}

interface MembershipRow {
  is_owner: boolean;
  permissions: Permissions;
  is_personal: boolean;
}

/**
 * Enforces the `@Require...()` decorators. The organization named by the gateway is checked
 * again against identity's own memberships (defence in depth), and ownership and flags are
 * taken from the database, not from the headers.
 */
@Injectable()
export class CallerGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<RequestWithCaller & { params?: Record<string, string> }>();
    const requirements = this.requirementsOf(context);
    const fromPath = requirements.organizationParam;
    const caller =
      request[RESOLVED_CALLER] ??
      (fromPath === undefined
        ? await this.resolve(request)
        : await this.resolve(
            request,
            request.params?.[fromPath] ?? '',
            MembershipError.organizationNotFound,
          ));
    request[RESOLVED_CALLER] = caller;

    if (!caller.organizationId) throw PrincipalError.organizationRequired();
    if (requirements.business && caller.isPersonal) throw PrincipalError.personalWorkspace();
    if (requirements.owner && !caller.isOwner) throw PrincipalError.ownerRequired();
    const flags = requirements.permissions ?? [];
    if (flags.length && !caller.isOwner && !flags.some((flag) => caller.permissions[flag])) {
      throw PrincipalError.permissionDenied();
    }
    return true;
  }

  private requirementsOf(context: ExecutionContext): CallerRequirements {
    const targets = [context.getHandler(), context.getClass()];
    const merged: CallerRequirements = {};
    for (const target of targets) {
      const found = this.reflector.get<CallerRequirements[] | undefined>(CALLER_REQUIREMENTS, target) ?? [];
      for (const requirement of found) {
        merged.organization ||= requirement.organization;
        merged.owner ||= requirement.owner;
        merged.business ||= requirement.business;
        merged.organizationParam ??= requirement.organizationParam;
        if (requirement.permissions)
          merged.permissions = [...(merged.permissions ?? []), ...requirement.permissions];
      }
    }
    return merged;
  }

  /** `named` (the path's organization) replaces X-Organization; `outsider` is the error for non-members. */
  private async resolve(
    request: RequestWithCaller,
    named?: string,
    outsider: () => Error = PrincipalError.notAMember,
  ): Promise<Caller> {
    const fromHeaders = callerFromHeaders(request);
    const organizationId = named ?? fromHeaders.organizationId;
    if (!organizationId) return fromHeaders;
    if (!isUuid(organizationId) || !isUuid(fromHeaders.userId)) throw outsider();
    const rows: MembershipRow[] = await this.dataSource.query(
      `SELECT m.is_owner, r.permissions, o.is_personal
         FROM memberships m
         JOIN roles r ON r.id = m.role_id
         JOIN organizations o ON o.id = m.organization_id
        WHERE m.user_id = $1 AND m.organization_id = $2 AND o.deleted_at IS NULL`,
      [fromHeaders.userId, organizationId],
    );
    const row = rows[0];
    if (!row) throw outsider();
    const granted = Object.entries(row.permissions ?? {})
      .filter(([, on]) => on === true)
      .map(([flag]) => flag);
    return {
      ...fromHeaders,
      organizationId,
      isOwner: row.is_owner,
      permissions: permissionsFrom(granted, row.is_owner),
      isPersonal: row.is_personal,
    };
  }
}
