import { arrearsMessages } from '@immopilote/contracts';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { useRentalSettings, useSaveRentalSettings } from './api/rental-settings';

const sm = arrearsMessages.settings;

/** « 5, 15, 30 » → [5, 15, 30], or the first piece that is not a whole number. */
function readDays(text: string): { days: number[] } | { error: string } {
  const pieces = text.split(/[\s,;]+/).filter(Boolean);
  const bad = pieces.find((p) => !/^\d+$/.test(p));
  if (bad) return { error: sm.notANumber(bad) };
  return { days: pieces.map(Number) };
}

/**
 * « Relances »: the head chooses the reminder delays (days after the due date). A button that opens
 * its dialog, for the bank page and the rental management page; the server holds the head-only rule.
 */
export function ReminderSettingsButton() {
  const settings = useRentalSettings();
  const save = useSaveRentalSettings();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setError(undefined);
    if (next) setText((settings.data?.reminderDays ?? []).join(', '));
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readDays(text);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    save.mutate(read.days, {
      onSuccess: () => {
        setOpen(false);
        toast.success(sm.saved);
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => onOpenChange(true)}>
        <BellRing className="size-4" aria-hidden />
        {sm.open}
      </Button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={sm.title}
        description={sm.intro}
        closeLabel={sm.cancel}
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <Field label={sm.days} hint={sm.daysHint} error={error}>
            <Input
              value={text}
              inputMode="numeric"
              onChange={(e) => {
                setText(e.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {sm.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {sm.save}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
