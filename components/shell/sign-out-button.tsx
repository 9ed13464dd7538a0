'use client';

import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';
import { SignOutIcon } from '@/components/ui/icons';

/** The submit button of the sign-out form; shows progress while the action runs. */
export function SignOutButton() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant="ghost" size="sm" loading={pending} icon={<SignOutIcon size={14} />}>
      Sign out
    </Button>
  );
}
