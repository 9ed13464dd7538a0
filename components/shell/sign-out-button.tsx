'use client';

import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';
import type { ReactNode } from 'react';

/**
 * The submit button of the sign-out form; shows progress while the action runs. The icon comes
 * from the (server) top bar, so the shell's browser code does not carry the icon set.
 */
export function SignOutButton({ icon }: { icon: ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant="ghost" size="sm" loading={pending} icon={icon}>
      Sign out
    </Button>
  );
}
