import { INSPECTION_PHOTOS_PER_ITEM_MAX, inspectionsScreenMessages as sm } from '@immopilote/contracts';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { inspectionPhotoUrl } from '../api/server-calls';
import { PhotoRefused, preparePhoto } from '../offline/prepare-photo';
import { useEditor } from './editor-context';
import { RemoveButton } from './remove-button';
import { addPhoto, type PhotoTarget, removePhoto } from '../lib/content-edit';

const m = sm.element;
const THUMB_PX = 56;

/**
 * « Photo » in one tap: the camera opens (`capture`), the photo is resized on the phone, kept on
 * the device and queued; thumbnails come from the device's copy (offline too), else the server.
 */
export function PhotoStrip({
  target,
  name,
  photoIds,
}: {
  target: PhotoTarget;
  name: string;
  photoIds: string[];
}) {
  const editor = useEditor();
  const [busy, setBusy] = useState(false);
  const inspectionId = editor.record.id;
  const full = photoIds.length >= INSPECTION_PHOTOS_PER_ITEM_MAX;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const blob = await preparePhoto(file);
      await editor.addPhoto(blob, (r, photoId) => ({ ...r, content: addPhoto(r.content, target, photoId) }));
    } catch (error) {
      toast.error(sm.photos.failed, error instanceof PhotoRefused ? error.message : sm.photos.unreadable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {!editor.readOnly && (
        <label
          className={`inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${full || busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          <Camera className="size-5" aria-hidden />
          <span aria-hidden>{m.photo}</span>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={m.photoLabel(name)}
            disabled={full || busy}
            className="sr-only"
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {photoIds.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.photos(photoIds.length)}>
          {photoIds.map((photoId, index) => (
            <li key={photoId} className="relative">
              <img
                src={editor.photoUrls.get(photoId) ?? inspectionPhotoUrl(inspectionId, photoId)}
                alt={`${name} – ${index + 1}`}
                width={THUMB_PX}
                height={THUMB_PX}
                className="size-14 rounded-md border border-slate-200 bg-slate-100 object-cover"
              />
              {!editor.readOnly && (
                <RemoveButton
                  onThumbnail
                  className="absolute -top-2 -right-2"
                  label={m.removePhoto(index + 1)}
                  description={sm.removeDescriptions.photo}
                  onConfirm={() =>
                    editor.edit((r) => ({ ...r, content: removePhoto(r.content, target, photoId) }))
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
