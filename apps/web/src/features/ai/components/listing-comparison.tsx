import { aiMessages } from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { TextDiff } from './text-diff';

type ListingText = { name: string; description: string };

function Column({
  title,
  original,
  proposal,
  side,
}: {
  title: string;
  original: ListingText;
  proposal: ListingText;
  side: 'before' | 'after';
}) {
  return (
    <Card className="space-y-3 p-4 sm:p-6" aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
      <div className="space-y-1">
        <h3 className="text-xs font-medium text-slate-500">{aiMessages.nameLabel}</h3>
        <div className="font-semibold text-slate-900">
          <TextDiff before={original.name} after={proposal.name} side={side} />
        </div>
      </div>
      <div className="space-y-1">
        <h3 className="text-xs font-medium text-slate-500">{aiMessages.descriptionLabel}</h3>
        {/* Scrolls on a desktop: focusable so a keyboard can scroll it too (axe scrollable-region-focusable). */}
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard focus (WCAG 2.1.1)
          tabIndex={0}
          aria-label={`${title} – ${aiMessages.descriptionLabel}`}
          className="rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600 lg:max-h-[28rem] lg:overflow-y-auto lg:pr-1"
        >
          <TextDiff before={original.description} after={proposal.description} side={side} />
        </section>
      </div>
    </Card>
  );
}

/** Original and proposal side by side (stacked on a phone), differences marked in both. */
export function ListingComparison({ original, proposal }: { original: ListingText; proposal: ListingText }) {
  return (
    <div className="space-y-2">
      <p className="text-xs text-slate-600">{aiMessages.differencesHint}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Column title={aiMessages.original} original={original} proposal={proposal} side="before" />
        <Column title={aiMessages.proposal} original={original} proposal={proposal} side="after" />
      </div>
    </div>
  );
}
