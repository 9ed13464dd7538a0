import { describe, expect, it } from 'vitest';
import { claimValues, parseRoleMap, roleFromClaims } from './role-map';

const { map } = parseRoleMap('shiftdesk-admins:admin, shiftdesk-schedulers:scheduler,shiftdesk-viewers:viewer');

describe('the OIDC role map', () => {
  it('parses value:role pairs, a value holding colons keeping all but the last', () => {
    const parsed = parseRoleMap('urn:corp:groups:ops:admin,/team/planning:scheduler');
    expect(parsed.problems).toEqual([]);
    expect([...parsed.map]).toEqual([
      ['urn:corp:groups:ops', 'admin'],
      ['/team/planning', 'scheduler'],
    ]);
  });

  it('names every bad entry', () => {
    expect(parseRoleMap('admins:owner,viewers,:viewer,a:admin,a:viewer').problems).toEqual([
      '"admins:owner": owner is not viewer, scheduler or admin',
      '"viewers" is not claim-value:role',
      '":viewer" is not claim-value:role',
      '"a" is mapped twice',
    ]);
    expect(parseRoleMap(' , ').problems).toEqual(['maps no claim value to a role']);
  });

  it('gives the highest mapped role, whatever the order of the values', () => {
    expect(roleFromClaims({ groups: ['shiftdesk-viewers', 'shiftdesk-admins', 'shiftdesk-schedulers'] }, 'groups', map)).toBe('admin');
    expect(roleFromClaims({ groups: ['shiftdesk-schedulers', 'shiftdesk-viewers'] }, 'groups', map)).toBe('scheduler');
    expect(roleFromClaims({ groups: ['other', 'shiftdesk-viewers'] }, 'groups', map)).toBe('viewer');
  });

  it('gives no role for no matching value, a missing claim or a claim of the wrong type', () => {
    expect(roleFromClaims({ groups: ['other', 'SHIFTDESK-ADMINS'] }, 'groups', map)).toBeNull();
    expect(roleFromClaims({}, 'groups', map)).toBeNull();
    expect(roleFromClaims({ groups: { admin: true } }, 'groups', map)).toBeNull();
    expect(roleFromClaims({ groups: [42, null] }, 'groups', map)).toBeNull();
  });

  it('reads a single string, a namespaced claim and a nested path', () => {
    expect(roleFromClaims({ role: 'shiftdesk-admins' }, 'role', map)).toBe('admin');
    expect(claimValues({ 'https://corp.example/groups': ['a'] }, 'https://corp.example/groups')).toEqual(['a']);
    expect(claimValues({ realm_access: { roles: ['r1', 'r2'] } }, 'realm_access.roles')).toEqual(['r1', 'r2']);
    expect(claimValues({ realm_access: 'x' }, 'realm_access.roles')).toEqual([]);
  });
});
