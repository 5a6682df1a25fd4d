import { privacyMessages as pm } from '@immopilote/contracts';
import { Copy, ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';

/** The notice the agency gives candidates: a public link (its token is unguessable), printable as PDF. */
export function NoticeCard({ noticePath }: { noticePath: string }) {
  const url = `${window.location.origin}${noticePath}`;
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{pm.noticeTitle}</h2>
      <p className="text-sm text-slate-600">{pm.noticeIntro}</p>
      <p className="break-all rounded-md bg-slate-50 p-2 font-mono text-xs text-slate-700">{url}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" asChild>
          <a href={noticePath} target="_blank" rel="noreferrer noopener">
            <ExternalLink className="size-4" aria-hidden />
            {pm.noticeOpen}
          </a>
        </Button>
        <Button
          variant="ghost"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => toast.success(pm.noticeCopied),
              () => undefined,
            )
          }
        >
          <Copy className="size-4" aria-hidden />
          {pm.noticeCopy}
        </Button>
      </div>
    </Card>
  );
}
