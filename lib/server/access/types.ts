import 'server-only';
import type { z } from 'zod';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import type { AuditTarget } from '@/lib/server/audit-trail/types';
import type { RememberedChange } from '@/lib/server/change-history';
import type { Role, SessionUser } from '@/lib/server/identity/types';
import type { Db } from '@/lib/server/db/types';
import type { ScopeDeclaration } from './scope-declaration';
import type { AppServices } from './services';

/** What a handler may add to its audit entry (merged; the last value of each field wins). */
export type AuditPatch = { target?: AuditTarget | null; before?: unknown; after?: unknown; detail?: unknown };

/** One more audit entry of the same action (e.g. one per assignee of a batch), with its own outcome. */
export type ExtraAuditEntry = AuditPatch & { outcome: 'success' | 'failure' };

export type ActionContext = {
  user: SessionUser;
  /** The app's services (the database, the service's client, ...): what the handler works with. */
  services: AppServices;
  /** services.db, the handler's most common need. */
  db: Db;
  /** Attach before/after values or a target found while working; written even if the handler then fails. */
  audit: (patch: AuditPatch) => void;
  /**
   * For an action that does several things at once: one audit entry per thing, written by the
   * pipeline (in place of the single entry) once the handler is done.
   */
  auditEach: (entry: ExtraAuditEntry) => void;
  /**
   * Keeps a saved write in the user's "Recent changes" (with what its Undo needs), written by the
   * pipeline once the handler succeeded; nothing is kept for a write that failed.
   */
  remember: (change: RememberedChange) => void;
  /**
   * The item the scope guard read moments ago, when the scope names one (`itemOfOrganization`):
   * what a write checks its version against, so one write reads its item once (section 6).
   */
  scopedItem?: CalendarItem;
};

export type ActionDefinition<S extends z.core.$ZodType> = {
  /** Used in server logs; defaults to the audit action. */
  name?: string;
  input: S;
  role: Role;
  /** The organizations, enterprises and items it touches: each must be in scope (scope-declaration.ts). */
  scope: ScopeDeclaration<z.output<S>>;
  /**
   * A sensitive change (the service connection, a user's role): refused unless this session was
   * re-authenticated in the last few minutes or the input carries the user's password
   * (CONFIRM_PASSWORD_FIELD), checked before the input is parsed.
   */
  reauthenticate?: boolean;
  /** A layout to revalidate after a success (the pages that list what the action changed). */
  revalidate?: string;
  /** When set, every attempt (success, failure, refusal) is written to the audit log. */
  audit?: {
    action: string;
    target?: (input: z.output<S>) => AuditTarget | null | undefined;
  };
};

export type ActionHandler<S extends z.core.$ZodType, T> = (input: z.output<S>, ctx: ActionContext) => Promise<T>;

/**
 * Who is asking, and the services to answer with: looked up from the cookie and the process by
 * lib/server/app (defineAction, defineRoute), passed explicitly by tests on their own composition.
 */
export type Caller = {
  user: SessionUser | null;
  services: AppServices;
  /** The session behind the user (for re-authentication); absent: never re-authenticated. */
  session?: { id: string; reauthenticatedAt: Date | null } | null;
  /** The client address (throttling a re-authentication password). */
  client?: string | null;
};

/** A GET route: its minimum role, and what its path params name in the service (scope-declaration.ts). */
export type RouteDefinition<P = Record<string, string>> = { role: Role; name?: string; scope: ScopeDeclaration<P> };

export type RouteContext<P> = { user: SessionUser; params: P; services: AppServices; db: Db };

export type RouteHandler<P, T> = (request: Request, ctx: RouteContext<P>) => Promise<Response | T>;
