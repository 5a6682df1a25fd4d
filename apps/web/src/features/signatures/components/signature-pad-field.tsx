import { signaturesScreenMessages as sm } from '@immopilote/contracts';
import { Eraser } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../../../components/ui/button';
import { scaleStrokes } from '../lib/signing-logic';

const t = sm.signing.sign;

/**
 * The handwritten signature, drawn with a finger, a pen or the mouse (`signature_pad`). The pad keeps
 * its 5:2 proportions at any width and redraws the strokes when it is resized, so turning the phone
 * loses nothing. `onChange` receives the PNG (transparent background) or null when empty.
 */
export function SignaturePadField({ onChange }: { onChange(image: string | null): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const report = useRef(onChange);
  report.current = onChange;
  const hintId = useId();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signaturePad = new SignaturePad(element, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.6 });
    pad.current = signaturePad;
    const changed = () => report.current(signaturePad.isEmpty() ? null : signaturePad.toDataURL('image/png'));
    signaturePad.addEventListener('endStroke', changed);

    let cssWidth = 0;
    const resize = () => {
      const width = element.offsetWidth;
      if (width === 0 || width === cssWidth) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = scaleStrokes(signaturePad.toData(), cssWidth ? width / cssWidth : 1);
      cssWidth = width;
      element.width = width * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      signaturePad.clear();
      if (strokes.length > 0) {
        signaturePad.fromData(strokes);
        changed();
      }
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(element);
    return () => {
      observer.disconnect();
      signaturePad.removeEventListener('endStroke', changed);
      signaturePad.off();
      pad.current = null;
    };
  }, []);

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        aria-label={t.padLabel}
        aria-describedby={hintId}
        className="block aspect-[5/2] w-full touch-none rounded-md border-2 border-dashed border-slate-300 bg-white"
      />
      <div className="flex items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-slate-600">
          {t.padHint}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            pad.current?.clear();
            report.current(null);
          }}
        >
          <Eraser className="size-4" aria-hidden />
          {t.clear}
        </Button>
      </div>
    </div>
  );
}
