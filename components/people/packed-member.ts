// The members table's rows as the page hands them to the browser. All of an organization's members
// cross in the page's HTML (the RSC payload: the table searches and sorts them all), so each is a
// short tuple rather than an object repeating its six keys, and the avatar is its public id rather
// than its URL: about half the bytes the browser parses before the table can be drawn.

export type MemberRow = {
  userId: string;
  fullName: string;
  title: string | null;
  isAdmin: boolean;
  avatarUrl: string | null;
  resolved: boolean;
};

export type PackedMember = [userId: string, fullName: string, title: string | null, avatarPublicId: string | null, isAdmin: 0 | 1, resolved: 0 | 1];

export function packMember(m: { userId: string; fullName: string; title: string | undefined; isAdmin: boolean; avatarPublicId: string | undefined; resolved: boolean }): PackedMember {
  return [m.userId, m.fullName, m.title ?? null, m.avatarPublicId ?? null, m.isAdmin ? 1 : 0, m.resolved ? 1 : 0];
}

export function unpackMember([userId, fullName, title, avatarPublicId, isAdmin, resolved]: PackedMember): MemberRow {
  return { userId, fullName, title, isAdmin: isAdmin === 1, avatarUrl: avatarPublicId ? `/api/assets/${avatarPublicId}` : null, resolved: resolved === 1 };
}
