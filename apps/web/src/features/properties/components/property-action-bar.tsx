import { aiMessages, type Property, propertyMessages } from '@immopilote/contracts';
import { Calculator, History, MoreHorizontal, Sparkles } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PropertyStatusSelect } from './property-status-select';

const pm = propertyMessages.page;

export interface PageAnchor {
  id: string;
  label: string;
}

interface PropertyActionBarProps {
  property: Property;
  sections: PageAnchor[];
  /** « Évaluer le prix » when the plan includes it and the property is a sale (DVF records sales). */
  onEvaluate: (() => void) | null;
  /** « Optimiser l’annonce » when the plan includes it. */
  canOptimize: boolean;
}

const menuItem =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100';

/**
 * The daily actions of a property, stuck to the top of the page while it scrolls (issue 27 §2):
 * the status, the evaluation, the optimiser and the history; under them the page's parts as
 * anchors. On a phone the actions other than the status go into « Plus d’actions ».
 */
export function PropertyActionBar({
  property: p,
  sections,
  onEvaluate,
  canOptimize,
}: PropertyActionBarProps) {
  const historyUrl = `/property-history/${p.id}`;
  return (
    <section
      aria-label={pm.actionsLabel}
      className="sticky top-14 z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 pt-2 shadow-sm backdrop-blur sm:-mx-6 sm:px-6 md:top-0 lg:-mx-8 lg:px-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PropertyStatusSelect propertyId={p.id} status={p.status} />
        <div className="hidden flex-wrap items-center gap-2 sm:flex">
          {onEvaluate && (
            <Button onClick={onEvaluate}>
              <Calculator className="size-4" aria-hidden />
              {propertyMessages.evaluatePrice}
            </Button>
          )}
          {canOptimize && (
            // After an edit the listing can be optimised again (spec 001 §2, /optimize-ad).
            <Button asChild variant="secondary">
              <Link to="/optimize-ad" state={{ property: p }}>
                <Sparkles className="size-4" aria-hidden />
                {aiMessages.optimizeAction}
              </Link>
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to={historyUrl}>
              <History className="size-4" aria-hidden />
              {propertyMessages.seeHistory}
            </Link>
          </Button>
        </div>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button variant="secondary" className="w-11 px-0 sm:hidden">
              <MoreHorizontal className="size-5" aria-hidden />
              <span className="sr-only">{pm.moreActions}</span>
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-40 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            >
              {onEvaluate && (
                <DropdownMenu.Item className={menuItem} onSelect={onEvaluate}>
                  <Calculator className="size-4" aria-hidden />
                  {propertyMessages.evaluatePrice}
                </DropdownMenu.Item>
              )}
              {canOptimize && (
                <DropdownMenu.Item asChild className={menuItem}>
                  <Link to="/optimize-ad" state={{ property: p }}>
                    <Sparkles className="size-4" aria-hidden />
                    {aiMessages.optimizeAction}
                  </Link>
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item asChild className={menuItem}>
                <Link to={historyUrl}>
                  <History className="size-4" aria-hidden />
                  {propertyMessages.seeHistory}
                </Link>
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <nav aria-label={pm.sectionsLabel} className="-mx-1 mt-1 overflow-x-auto">
        <ul className="flex gap-1 whitespace-nowrap">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
