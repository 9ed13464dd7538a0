import type { CalendarItemType } from '@/lib/contract/calendar-item';
import type { AssigneeType, MemberStatus } from '@/lib/contract/members';
import type { Scope } from '@/lib/contract/scopes';

// The emulator's own records. They hold more than the interface shows (names, time zones,
// explicit status overrides); the route files decide what goes on the wire.

export interface Enterprise {
  id: string;
  name: string;
  updatedAt: number;
}

export interface Organization {
  id: string;
  enterpriseId: string;
  name: string;
  timeZone: string;
  updatedAt: number;
}

export interface User {
  id: string;
  fullName: string;
  avatarPublicId?: string;
}

export interface Membership {
  userId: string;
  organizationId: string;
  title: string;
  admin: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface ItemMember {
  type: AssigneeType;
  userId?: string;
  groupId?: string;
  fullName?: string;
  countryCode?: string;
  phone?: string;
  status: MemberStatus;
  updatedAt: number;
}

export interface CalendarItem {
  id: string;
  organizationId: string;
  type: CalendarItemType;
  name: string | null;
  notes: string | null;
  start: number;
  end: number;
  timeZoneName: string;
  /** A status set explicitly (patch or newCalendarItemStatus); null means "derive from members". */
  statusOverride: string | null;
  muteAssignmentNotifications: boolean;
  members: ItemMember[];
  createdAt: number;
  updatedAt: number;
  deleted: boolean;
}

export interface Token {
  value: string;
  id: string;
  clientId: string;
  scopes: Scope[];
  issuedAt: number;
  expiresAtMs: number;
  revoked: boolean;
}

export interface CardTemplate {
  id: string;
  name: string;
  keys: { key: string; label: string; required: boolean }[];
}

export interface Conversation {
  organizationId: string;
  conversationId: string;
  name: string;
  everyone: boolean;
}

export interface Card {
  id: string;
  templateId: string;
  content: Record<string, string>;
  createdAt: number;
}

export interface Message {
  id: string;
  cardId: string;
  organizationId: string;
  conversationId: string;
  createdAt: number;
}

export type SeedName = 'demo' | 'large' | 'empty';
export const seedNames = ['demo', 'large', 'empty'] as const satisfies readonly SeedName[];
