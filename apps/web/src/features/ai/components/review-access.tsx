import { aiMessages } from '@immopilote/contracts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** What review analysis does and how to get it, instead of a dead end (UX.md). */
export function ReviewAccessCard({ reason }: { reason: 'plan' | 'permission' }) {
  return (
    <Card className="space-y-3 p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Sparkles className="size-5 text-brand-700" aria-hidden />
        {reason === 'plan' ? aiMessages.reviewPlanTitle : aiMessages.reviewSearchTitle}
      </h2>
      <p className="text-slate-700">{aiMessages.reviewPlan}</p>
      {reason === 'plan' ? (
        <Button asChild>
          <Link to="/manage-subscription">{aiMessages.seePlans}</Link>
        </Button>
      ) : (
        <p className="text-sm text-slate-700">{aiMessages.reviewPermission}</p>
      )}
    </Card>
  );
}
