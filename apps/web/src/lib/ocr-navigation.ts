import type { ClientInput } from '@immopilote/contracts';

/**
 * Navigation state of the PDF step (spec 001 §2): the PDF, where it came from and what the user
 * had typed there, so failure, cancel and "Retourner à l'édition" can give it all back.
 */
export type OcrOrigin =
  | { kind: 'new-client'; form: ClientInput; documentType: string }
  | { kind: 'client'; clientId: string; form: ClientInput; documentType: string }
  | { kind: 'property'; propertyId: string; form: unknown };

export interface OcrLoadingState {
  file: File;
  origin: OcrOrigin;
}

export interface OcrResultState extends OcrLoadingState {
  text: string;
  receipt: string;
}

/** What the origin page receives back: its form, and the extracted text when the user chose to edit it. */
export interface OcrReturnState<F = unknown> {
  form: F;
  extractedText?: string;
}

export function originPath(origin: OcrOrigin): string {
  switch (origin.kind) {
    case 'new-client':
      return '/add-client';
    case 'client':
      return `/client/${origin.clientId}`;
    case 'property':
      return `/edit-property/${origin.propertyId}`;
  }
}

export function isOcrLoadingState(value: unknown): value is OcrLoadingState {
  const v = value as Partial<OcrLoadingState> | null;
  return !!v && v.file instanceof Blob && !!v.origin && typeof v.origin === 'object' && 'kind' in v.origin;
}

export function isOcrResultState(value: unknown): value is OcrResultState {
  const v = value as Partial<OcrResultState> | null;
  return isOcrLoadingState(value) && typeof v?.text === 'string' && typeof v?.receipt === 'string';
}

/** Property edit: the extracted text goes at the end of the description under the spec's header. */
export function appendExtractedText(description: string, text: string, header: string): string {
  const block = `${header}\n${text}`;
  return description.trim() ? `${description.trimEnd()}\n\n${block}` : block;
}
