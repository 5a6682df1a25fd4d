import { type HistoryDocument, type HistoryEntry, historyMessages as m } from '@immopilote/contracts';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { DownloadLink } from '../../../components/download-link';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { formatLongDate } from '../../../lib/format';
import { VisitActions } from '../../visits';

/**
 * A calendar date (YYYY-MM-DD) read at noon local time, so no time zone moves it to the day before;
 * the first of the month is « 1er » in French, which Intl does not write.
 */
const calendarDate = (date: string) => formatLongDate(new Date(`${date}T12:00:00`)).replace(/^1 /, '1er ');
/** The preview's box: fixed, so the list does not move while the thumbnails arrive. */
const THUMB_PX = 96;

/** « Visite le 12 mars 2026 à 14 h 30 ». */
export function entryWhen(entry: Pick<HistoryEntry, 'type' | 'date' | 'startTime'>): string {
  const type = m.typeLabels[entry.type] ?? entry.type;
  return m.when(type, calendarDate(entry.date), entry.startTime ? m.clock(entry.startTime) : null);
}

function PhotoThumbnails({ photos }: { photos: HistoryDocument[] }) {
  const [opened, setOpened] = useState<HistoryDocument | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setOpened(null);
    // Radix gives focus back only to its own trigger: return it to the thumbnail once the dialog has gone.
    setTimeout(() => opener.current?.focus(), 0);
  };
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={m.photos}>
        {photos.map((photo) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpened(photo);
              }}
              aria-label={m.openPhoto(photo.fileName)}
              className="block overflow-hidden rounded-md border border-slate-200 bg-slate-100 hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={photo.thumbnailUrl ?? undefined}
                alt=""
                width={THUMB_PX}
                height={THUMB_PX}
                loading="lazy"
                decoding="async"
                className="size-24 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={opened !== null}
        onOpenChange={(open) => !open && close()}
        title={opened ? m.photoTitle(opened.fileName) : ''}
        closeLabel={m.closePhoto}
      >
        {opened && (
          <div className="space-y-3">
            {/* The authorised download route; an <img> shows it whatever its Content-Disposition. */}
            <img
              src={opened.downloadUrl}
              alt={opened.fileName}
              className="mx-auto max-h-[70dvh] w-auto rounded-md object-contain"
            />
            <DownloadLink href={opened.downloadUrl} fileName={opened.fileName}>
              {m.downloadPhoto}
            </DownloadLink>
          </div>
        )}
      </Dialog>
    </>
  );
}

export function HistoryEntryCard({ entry, canOpenClient }: { entry: HistoryEntry; canOpenClient: boolean }) {
  const photos = entry.documents.filter((d) => d.thumbnailUrl);
  const files = entry.documents.filter((d) => !d.thumbnailUrl);
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{entryWhen(entry)}</h3>
        {entry.clientNote !== null && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-800">
            <span aria-hidden>{m.note(entry.clientNote)}</span>
            <span className="sr-only">{m.noteAria(entry.clientNote)}</span>
          </span>
        )}
      </div>
      <p className="text-sm text-slate-700">
        {m.clientPrefix}{' '}
        {entry.clientId && canOpenClient ? (
          <Link
            to={`/client/${entry.clientId}`}
            aria-label={m.openClient(entry.clientName)}
            // A 44 px tall target on a phone, an ordinary link in the line from sm up.
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:inline sm:min-h-0"
          >
            {entry.clientName}
          </Link>
        ) : (
          <span className="font-medium text-slate-900">{entry.clientName}</span>
        )}
        {entry.clientEmail && ` · ${entry.clientEmail}`}
        {entry.clientPhone && ` · ${entry.clientPhone}`}
      </p>
      <p className="whitespace-pre-line text-slate-800">{entry.description}</p>
      {photos.length > 0 && <PhotoThumbnails photos={photos} />}
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={m.files}>
          {files.map((doc) => (
            <li key={doc.id}>
              <DownloadLink href={doc.downloadUrl} fileName={doc.fileName}>
                {doc.fileName}
              </DownloadLink>
            </li>
          ))}
        </ul>
      )}
      {entry.type === 'visit' && <VisitActions historyId={entry.id} />}
    </Card>
  );
}
