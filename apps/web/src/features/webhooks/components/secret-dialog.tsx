import { webhookMessages as m } from '@immopilote/contracts';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';

/** The signing secret, right after the creation: the only time it is shown. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose(): void }) {
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(m.copied);
    } catch {
      toast.error(m.actionFailed);
    }
  };
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      title={m.secretTitle}
      description={m.secretOnce}
      closeLabel={m.close}
    >
      <div className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            readOnly
            aria-label={m.secretTitle}
            value={secret ?? ''}
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button type="button" variant="secondary" onClick={copy}>
            <Copy className="size-4" aria-hidden />
            {m.copy}
          </Button>
        </div>
        <div className="flex justify-end">
          <Button type="button" onClick={onClose}>
            {m.done}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
