import type { Inspection, InspectionContent, InspectionSaveInput } from '@immopilote/contracts';

/**
 * An inspection as this device keeps it (IndexedDB): the server's copy it started from, and the
 * document as edited here. Every edit lands here before anything else, so a closed tab, a reload
 * or a cellar without signal loses nothing.
 */
export interface LocalInspection {
  id: string;
  /** The server's copy as last read or saved: the status, the entry to compare with, the signature. */
  server: Inspection;
  /** The server version the local document was made from (sent as `baseVersion`). */
  baseVersion: number;
  inspectionDate: string;
  furnished: boolean;
  content: InspectionContent;
  /** Edits not saved on the server yet. */
  dirty: boolean;
  /** Counts local edits: a save answered after a newer edit must leave the record dirty. */
  edits: number;
  /** When this device last changed the document (ISO), for the conflict dialog. */
  editedAt: string | null;
  /** The last save answered 409: the agent chooses which version to keep. */
  conflict: Inspection | null;
}

/** A photo taken on this device, kept until the server has it (and afterwards for offline viewing). */
export interface LocalPhoto {
  id: string;
  inspectionId: string;
  blob: Blob;
  sent: boolean;
}

/** The device's copy of a server answer, nothing pending. */
export function fromServer(server: Inspection): LocalInspection {
  return {
    id: server.id,
    server,
    baseVersion: server.version,
    inspectionDate: server.inspectionDate,
    furnished: server.furnished,
    content: server.content,
    dirty: false,
    edits: 0,
    editedAt: null,
    conflict: null,
  };
}

/**
 * A save answered by the server: its copy becomes the base. The local document takes the server's
 * (normalised) one unless the agent edited again while the save was on its way.
 */
export function afterSave(record: LocalInspection, saved: Inspection, editsAtSend: number): LocalInspection {
  const untouched = record.edits === editsAtSend;
  return {
    ...record,
    server: saved,
    baseVersion: saved.version,
    conflict: null,
    ...(untouched
      ? {
          inspectionDate: saved.inspectionDate,
          furnished: saved.furnished,
          content: saved.content,
          dirty: false,
        }
      : { dirty: true }),
  };
}

/** What the device sends to save its document. */
export function saveBody(record: LocalInspection, force = false): InspectionSaveInput {
  return {
    baseVersion: record.baseVersion,
    force,
    inspectionDate: record.inspectionDate,
    furnished: record.furnished,
    content: record.content,
  };
}

/** Every photo id the document still cites (rooms, meters, equipment, furniture). */
export function citedPhotoIds(content: InspectionContent): Set<string> {
  const ids = new Set<string>();
  const add = (list: readonly string[]) => {
    for (const id of list) ids.add(id);
  };
  for (const room of content.rooms) for (const element of room.elements) add(element.photoIds);
  for (const element of content.equipment) add(element.photoIds);
  for (const meter of content.meters) add(meter.photoIds);
  for (const item of content.furniture) add(item.photoIds);
  return ids;
}

/**
 * The server's copy read while the device holds its own: nothing pending, or the inspection frozen
 * for signing (the device can no longer change it): the server's copy wins. With edits pending on
 * the version the server still has, the device keeps them and takes the rest (signature, entry).
 * With edits on an older version, the device keeps its copy: the next save meets the 409 and the
 * agent chooses.
 */
export function withServerCopy(local: LocalInspection | undefined, server: Inspection): LocalInspection {
  if (!local?.dirty || server.status !== 'draft') return fromServer(server);
  return server.version === local.baseVersion ? { ...local, server } : local;
}

/** The fields an edit changes: written over the stored record, never over its server copy or version. */
export function withEdit(stored: LocalInspection, edited: LocalInspection): LocalInspection {
  return {
    ...stored,
    inspectionDate: edited.inspectionDate,
    furnished: edited.furnished,
    content: edited.content,
    dirty: true,
    edits: edited.edits,
    editedAt: edited.editedAt,
  };
}
