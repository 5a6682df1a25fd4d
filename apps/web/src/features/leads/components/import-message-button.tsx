import { leadsScreenMessages as sm } from '@immopilote/contracts';
import { FileUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useImportMessage } from '../api/import-message';

const t = sm.import;
/** The server's limit for one message (a 10 MB e-mail with its attachments, encoded). */
const MAX_BYTES = 15 * 1024 * 1024;

/**
 * « Importer un e-mail (.eml) »: the offline way in for a portal's message saved from a mail
 * client. The new lead opens once read.
 */
export function ImportMessageButton() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const importMessage = useImportMessage();

  const choose = (file: File) => {
    if (!/\.eml$/i.test(file.name) && file.type !== 'message/rfc822') {
      toast.error(t.failed, t.notEml);
      return;
    }
    if (file.size > MAX_BYTES) {
      toast.error(t.failed, t.tooBig);
      return;
    }
    importMessage.mutate(file, {
      onSuccess: (lead) => {
        toast.success(t.done, t.doneDescription(lead.name));
        navigate(`/demandes/${lead.id}`);
      },
      onError: (error) => toast.error(t.failed, error.message),
    });
  };

  return (
    <>
      <input
        id={id}
        ref={input}
        type="file"
        accept=".eml,message/rfc822"
        className="sr-only"
        tabIndex={-1}
        aria-label={t.pick}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) choose(file);
        }}
      />
      <Button variant="secondary" disabled={importMessage.isPending} onClick={() => input.current?.click()}>
        <FileUp className="size-4" aria-hidden />
        {importMessage.isPending ? t.sending : t.button}
      </Button>
    </>
  );
}
