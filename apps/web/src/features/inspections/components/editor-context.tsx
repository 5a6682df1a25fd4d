import { createContext, useContext } from 'react';
import type { LocalInspection } from '../offline/local-record';
import type { useLocalInspection } from '../offline/use-local-inspection';

type Local = ReturnType<typeof useLocalInspection>;

/** What every section of the editor reads: the document on this device and the way to change it. */
export interface EditorValue {
  record: LocalInspection;
  readOnly: boolean;
  edit: Local['edit'];
  addPhoto: Local['addPhoto'];
  photoUrls: Local['photoUrls'];
}

export const EditorContext = createContext<EditorValue | null>(null);

export function useEditor(): EditorValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the inspection editor');
  return value;
}
