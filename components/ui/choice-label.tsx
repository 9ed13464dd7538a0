import type { ReactNode } from 'react';

/** A radio or checkbox with its words in a bordered chip, marked while checked (the copy and save-template dialogs). */
export function ChoiceLabel({ children }: { children: ReactNode }) {
  return <label className="flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-200 px-3 py-1.5 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">{children}</label>;
}
