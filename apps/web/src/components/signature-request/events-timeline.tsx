import {
  SIGNATURE_CODE_CHANNELS,
  type SignatureEvent,
  signatureMessages,
  signaturesScreenMessages as sm,
} from '@immopilote/contracts';
import { ChevronRight } from 'lucide-react';
import { formatDateTime } from '../../lib/format';

const m = sm.panel;

/** What the proof file adds to an event besides its time: the code's channel, as the server masked it. */
function detailText(event: SignatureEvent): string | null {
  const detail = event.detail ?? {};
  if (typeof detail.destination === 'string') return detail.destination;
  const channel = SIGNATURE_CODE_CHANNELS.find((c) => c === detail.channel);
  return channel ? signatureMessages.channels[channel] : null;
}

/**
 * « Journal de preuve »: every step of the request with its UTC time shown on the Paris clock, the
 * signer, the IP address. Collapsed: the agent opens it when a dispute needs it.
 */
export function SignatureEventsTimeline({ events }: { events: readonly SignatureEvent[] }) {
  return (
    <details className="group rounded-md border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
        {m.journal(events.length)}
      </summary>
      <ol className="space-y-2 border-t border-slate-200 px-3 py-3">
        {events.map((event, index) => {
          const extra = detailText(event);
          return (
            // Events are append-only and never reordered: their position is their identity.
            <li key={index} className="text-sm">
              <p className="font-medium text-slate-900">
                {sm.eventLabels[event.kind]}
                {event.signerName && (
                  <span className="font-normal text-slate-700"> {m.eventBy(event.signerName)}</span>
                )}
              </p>
              <p className="text-xs break-words text-slate-600">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                {event.ip && <> · {m.eventIp(event.ip)}</>}
                {extra && <> · {extra}</>}
              </p>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
