import { describe, expect, it } from 'vitest';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { readAvatar } from './avatar';
import { directoryOf } from './directory-of';

// The avatar proxy's rule against the emulator and the app's own database: the token reads any
// person's picture, Shiftdesk passes on only those of people it has seen in an organization in scope.

const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);

/** A person's picture id, read straight from the service (nothing is kept). */
async function pictureOf(userId: string): Promise<string> {
  return (await app.services().upstream.getUser(userId)).avatarPublicId!;
}

describe('the avatar proxy', () => {
  it('serves the picture of a member the directory listed, and answers "not found" for anyone else without asking the service', async () => {
    const home = app.seed().organizations[0]!.id;
    const member = await pictureOf(app.seed().users.find((u) => u.organizationIds.includes(home))!.id);
    // Someone the token reads who is not in the organization the directory lists below.
    const outsider = await pictureOf(app.seed().users.find((u) => !u.organizationIds.includes(home))!.id);

    // Before the directory has listed the organization, nobody's picture is known.
    await expect(readAvatar(app.services(), member)).rejects.toMatchObject({ kind: 'not_found' });
    await directoryOf(app.services()).getOrganizationMembers(home);
    const image = await readAvatar(app.services(), member);
    expect(image.contentType).toBe('image/png');

    const before = await emu.calls('GET /assets/:id');
    await expect(readAvatar(app.services(), outsider)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await emu.calls('GET /assets/:id')).toBe(before);
  });
});
