'use client';

/** Stacks of identical items the manager opened: how many, and a way to stack them again. */
export function ExpandedStacksNote({ count, onStackAgain }: { count: number; onStackAgain: () => void }) {
  if (count === 0) return null;
  return (
    <p className="flex items-center gap-2 text-xs text-slate-600">
      {count === 1 ? 'One stack of identical items is' : `${count} stacks of identical items are`} shown item by item.
      <button type="button" className="font-medium text-indigo-700 underline-offset-2 hover:underline" onClick={onStackAgain}>
        Stack them again
      </button>
    </p>
  );
}
