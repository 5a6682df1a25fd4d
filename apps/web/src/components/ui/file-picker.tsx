import { type LucideIcon, Upload } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';

interface FilePickerProps {
  /** The visible text of the drop zone, and the input's label. */
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  icon?: LucideIcon;
  /** The id of a hint or a status line read with the input (what was imported, the size limit). */
  describedBy?: string;
  onFiles(files: File[]): void;
}

/**
 * One way to choose files (photos, PDFs, history documents): a large labelled zone around the
 * native input, which keeps the keyboard and the platform's file dialog. The input is emptied
 * after each choice, so choosing the same file again still reports it.
 */
export function FilePicker({
  label,
  accept,
  multiple,
  disabled,
  icon: Icon = Upload,
  describedBy,
  onFiles,
}: FilePickerProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-dashed border-slate-300 p-4 text-center text-sm font-medium text-slate-700 hover:border-brand-500 focus-within:outline-2 focus-within:outline-brand-600',
        disabled && 'cursor-not-allowed opacity-60 hover:border-slate-300',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      {label}
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (chosen.length > 0) onFiles(chosen);
        }}
      />
    </label>
  );
}
