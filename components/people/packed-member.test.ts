import { describe, expect, it } from 'vitest';
import { packMember, unpackMember } from './packed-member';

const ada = { userId: '7000000000000000001', fullName: 'Ada Lovelace', title: 'Night nurse', isAdmin: true, avatarPublicId: '8000000000000000001', resolved: true };

describe('packMember / unpackMember', () => {
  it('gives back the row the table draws, with the avatar URL', () => {
    expect(unpackMember(packMember(ada))).toEqual({ userId: ada.userId, fullName: 'Ada Lovelace', title: 'Night nurse', isAdmin: true, avatarUrl: '/api/assets/8000000000000000001', resolved: true });
  });
  it('keeps a missing title and avatar, a plain member and an unresolved profile', () => {
    const unknown = { ...ada, fullName: 'Unknown user 7000000000000000001', title: undefined, avatarPublicId: undefined, isAdmin: false, resolved: false };
    expect(unpackMember(packMember(unknown))).toEqual({ userId: ada.userId, fullName: unknown.fullName, title: null, isAdmin: false, avatarUrl: null, resolved: false });
  });
  it('is a short tuple: no keys cross the wire', () => {
    expect(JSON.stringify(packMember(ada))).toBe('["7000000000000000001","Ada Lovelace","Night nurse","8000000000000000001",1,1]');
  });
});
