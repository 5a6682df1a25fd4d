import { matchingScreenMessages as sm } from '@immopilote/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import type { AlertLinkState } from '../api/alert-link';

type Link = Extract<AlertLinkState, { status: 'ready' }>['link'];

/** The frame of the pages behind an alert e-mail's links: loading, a dead link, or the page itself. */
export function AlertLinkFrame({
  title,
  state,
  children,
}: {
  title: string;
  state: AlertLinkState;
  children(link: Link): ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-xl px-4 py-10 sm:py-16">
      <Card className="w-full space-y-5 p-6 sm:p-8">
        <title>{title}</title>
        {state.status === 'loading' ? (
          <Loading>
            <div className="space-y-4">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-20" />
            </div>
          </Loading>
        ) : state.status === 'missing' ? (
          <p role="alert" className="text-slate-800">
            {sm.alertLink.notFound}
          </p>
        ) : (
          children(state.link)
        )}
      </Card>
    </div>
  );
}
