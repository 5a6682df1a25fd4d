import { propertyMessages, type PropertyPhoto } from '@immopilote/contracts';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FilePicker } from '../../../components/ui/file-picker';

const m = propertyMessages.photos;

interface PhotoPickerProps {
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Photos already saved (edit screen); removing one only marks it until the form is saved. */
  existing?: PropertyPhoto[];
  onRemoveExisting?: (id: string) => void;
}

/** Several images at once, previewed, removable before saving (spec 000 §2 "Add property"). */
export function PhotoPicker({ files, onFilesChange, existing = [], onRemoveExisting }: PhotoPickerProps) {
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{m.legend}</legend>
      <FilePicker
        label={m.add}
        accept="image/*"
        multiple
        icon={ImagePlus}
        onFiles={(chosen) => onFilesChange([...files, ...chosen])}
      />
      {(existing.length > 0 || previews.length > 0) && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {existing.map((photo, i) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.thumbnailUrl}
                alt={m.savedAlt(i + 1)}
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
              <RemoveButton label={m.removeSaved(i + 1)} onClick={() => onRemoveExisting?.(photo.id)} />
            </li>
          ))}
          {previews.map(({ file, url }, i) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={m.previewAlt(file.name)}
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
              <RemoveButton
                label={m.removeNew(file.name)}
                onClick={() => onFilesChange(files.filter((_, index) => index !== i))}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-800 sm:size-7 shadow hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <X className="size-4" aria-hidden />
    </button>
  );
}
