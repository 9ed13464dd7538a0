import { WarningIcon } from '@/components/ui/icons';

/** "Rule break", "3 rule breaks". */
export const ruleBreakLabel = (count: number) => (count === 1 ? 'Rule break' : `${count} rule breaks`);

/**
 * The mark of working-time rule breaks on the roster (an item, a person): the icon and a short
 * label; the breaks with their figures in the title and for screen readers.
 */
export function RuleBreakMark({ words }: { words: readonly string[] }) {
  const label = ruleBreakLabel(words.length);
  const said = words.join('; ');
  return (
    <span data-rule-break={said} className="inline-flex items-center gap-0.5 rounded bg-amber-100 px-1 text-[10px] font-semibold text-amber-900" title={`Working-time rules: ${said}`}>
      <WarningIcon size={11} aria-hidden="true" />
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">
        {label}: {said}
      </span>
    </span>
  );
}
