import type { AutoFillScore } from '@/lib/auto-fill';
import { scoreWords } from '@/lib/auto-fill/proposal-view';

/** The proposal's score in words: filled against the proven maximum, fairness beside a simple fill, preferences. */
export function ProposalScore({ score, timeLimited }: { score: AutoFillScore; timeLimited: boolean }) {
  const words = scoreWords(score);
  return (
    <section aria-label="Score" className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <p className="font-medium text-slate-900">{words.fill}</p>
      <p>{words.spread}</p>
      <p>{words.preferences}</p>
      {timeLimited && <p className="text-amber-900">Stopped at the time limit: a better fill may exist.</p>}
    </section>
  );
}
