// Whether a member still counts as on an item. The service keeps a removed, declined or denied
// member in the item's list with that status; the drawer lists them apart, time off held by them
// does not keep the person away, and a time off "has its person" only while one is still on it.

export const goneMemberStatuses = ['DELETED', 'DECLINED', 'DENIED'] as const;

export function isNoLongerOn(status: string): boolean {
  return (goneMemberStatuses as readonly string[]).includes(status);
}
