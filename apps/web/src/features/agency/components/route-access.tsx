import { agencyMessages, holdsPermission, type Permission, PRODUCT_NAME } from '@immopilote/contracts';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useMatches } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useMe } from '../../auth';

/** What a route of the shell asks of its visitor (router.tsx `handle`). */
export interface RouteAccessRule {
  permission?: Permission;
  headOnly?: true;
}

/**
 * Shows a member why a page is closed to them instead of the page (an empty list, a form the API
 * would refuse, a bounce): the head has not granted the permission, or the page is the head's. The
 * API refuses them anyway; this only tells them.
 */
export function RouteAccess({ children }: { children: ReactNode }) {
  const profile = useMe().data?.profile;
  const rule = useMatches()
    .map((match) => match.handle as RouteAccessRule | undefined)
    .findLast((handle) => handle?.permission || handle?.headOnly);
  if (!profile || !rule) return children;
  if (rule.headOnly && !profile.isBoss) return <NoAccess message={agencyMessages.headOnly} />;
  if (rule.permission && !holdsPermission(profile, rule.permission)) {
    return <NoAccess message={agencyMessages.noAccess[rule.permission]} help={agencyMessages.noAccessHelp} />;
  }
  return children;
}

export function NoAccess({ message, help }: { message: string; help?: string }) {
  return (
    <Card className="mx-auto max-w-xl space-y-4 p-6 text-center sm:p-8">
      <title>{`${agencyMessages.noAccessTitle} – ${PRODUCT_NAME}`}</title>
      <Lock className="mx-auto size-8 text-slate-500" aria-hidden />
      <h1 className="text-xl font-semibold text-slate-900">{agencyMessages.noAccessTitle}</h1>
      <p className="text-slate-700">{message}</p>
      {help && <p className="text-sm text-slate-600">{help}</p>}
      <Button asChild variant="secondary">
        <Link to="/dashboard">{agencyMessages.backToDashboard}</Link>
      </Button>
    </Card>
  );
}
