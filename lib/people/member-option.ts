// An organization's members as a page streams them to the schedule and the roster.

export type MemberOption = { userId: string; fullName: string; title: string | null; avatarUrl: string | null };

/** The members, or why they could not be read. */
export type MembersRead = { ok: true; members: readonly MemberOption[] } | { ok: false; message: string };
