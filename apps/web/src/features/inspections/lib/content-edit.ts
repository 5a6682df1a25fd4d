import type { InspectionContent, InspectionElement, InspectionRoom, RoomKind } from '@immopilote/contracts';

/** Pure edits of an inspection's document: each returns a new document, the old one untouched. */

type WithId = { id: string };

export function updateById<T extends WithId>(list: readonly T[], id: string, change: (item: T) => T): T[] {
  return list.map((item) => (item.id === id ? change(item) : item));
}

export function removeById<T extends WithId>(list: readonly T[], id: string): T[] {
  return list.filter((item) => item.id !== id);
}

/** Moves an item one place up (-1) or down (+1); at either end nothing moves. */
export function moveById<T extends WithId>(list: readonly T[], id: string, delta: -1 | 1): T[] {
  const from = list.findIndex((item) => item.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export const newElement = (name: string): InspectionElement => ({
  id: crypto.randomUUID(),
  name,
  state: null,
  remarks: '',
  photoIds: [],
});

export function newRoom(kind: RoomKind, name: string, elements: readonly string[]): InspectionRoom {
  return { id: crypto.randomUUID(), name, kind, elements: elements.map(newElement), remarks: '' };
}

/** Changes one element wherever it is (a room or the equipment). */
export function updateElement(
  content: InspectionContent,
  elementId: string,
  change: (element: InspectionElement) => InspectionElement,
): InspectionContent {
  return {
    ...content,
    rooms: content.rooms.map((room) =>
      room.elements.some((e) => e.id === elementId)
        ? { ...room, elements: updateById(room.elements, elementId, change) }
        : room,
    ),
    equipment: updateById(content.equipment, elementId, change),
  };
}

/** Removes one element wherever it is (its photos go with it: the sync never sends them). */
export function removeElement(content: InspectionContent, elementId: string): InspectionContent {
  return {
    ...content,
    rooms: content.rooms.map((room) => ({ ...room, elements: removeById(room.elements, elementId) })),
    equipment: removeById(content.equipment, elementId),
  };
}

/** Where a photo is cited: an element (room or equipment), a meter, a line of the inventory. */
export type PhotoTarget = { kind: 'element' | 'meter' | 'furniture'; id: string };

function changePhotos(
  content: InspectionContent,
  target: PhotoTarget,
  change: (photoIds: string[]) => string[],
): InspectionContent {
  const photos = <T extends { photoIds: string[] }>(item: T): T => ({
    ...item,
    photoIds: change(item.photoIds),
  });
  switch (target.kind) {
    case 'element':
      return updateElement(content, target.id, photos);
    case 'meter':
      return { ...content, meters: updateById(content.meters, target.id, photos) };
    case 'furniture':
      return { ...content, furniture: updateById(content.furniture, target.id, photos) };
  }
}

export const addPhoto = (content: InspectionContent, target: PhotoTarget, photoId: string) =>
  changePhotos(content, target, (ids) => [...ids, photoId]);

export const removePhoto = (content: InspectionContent, target: PhotoTarget, photoId: string) =>
  changePhotos(content, target, (ids) => ids.filter((id) => id !== photoId));

/** The elements of the document in walking order (rooms, then equipment): « Élément suivant » follows it. */
export function walkOrder(content: InspectionContent): string[] {
  return [
    ...content.rooms.flatMap((room) => room.elements.map((e) => e.id)),
    ...content.equipment.map((e) => e.id),
  ];
}
