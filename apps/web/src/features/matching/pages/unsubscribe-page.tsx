import { PRODUCT_NAME, matchingScreenMessages as sm } from '@immopilote/contracts';
import { MailX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useAlertLink } from '../api/alert-link';
import { AlertLinkFrame } from '../components/alert-link-frame';

const t = sm.alertLink;

/**
 * /desinscription/{token}: the one-click unsubscribe of an alert e-mail, without signing in. The
 * page shows the agency and asks for the click (a mail scanner opening the link changes nothing).
 */
export function Component() {
  const { token = '' } = useParams();
  const { state, unsubscribe } = useAlertLink(token);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await unsubscribe();
      setDone(true);
    } catch (error) {
      toast.error(t.failed, error instanceof Error ? error.message : undefined);
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertLinkFrame title={`${t.unsubscribeTitle} – ${PRODUCT_NAME}`} state={state}>
      {(link) => (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t.unsubscribeTitle}</h1>
          <p className="text-slate-700">{t.hello(link.clientFirstName)}</p>
          {link.unsubscribed ? (
            <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
              {done ? t.unsubscribed(link.agencyName) : t.alreadyUnsubscribed(link.agencyName)}
            </p>
          ) : (
            <>
              <p className="text-slate-700">{t.unsubscribeIntro(link.agencyName)}</p>
              <Button size="lg" disabled={pending} onClick={confirm}>
                <MailX className="size-5" aria-hidden />
                {t.unsubscribe}
              </Button>
            </>
          )}
        </>
      )}
    </AlertLinkFrame>
  );
}
