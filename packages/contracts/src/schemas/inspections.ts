import { z } from 'zod';
import {
  ELECTRICITY_TARIFFS,
  ELEMENT_STATES,
  INSPECTION_ELEMENTS_PER_ROOM_MAX,
  INSPECTION_FURNITURE_MAX,
  INSPECTION_KEYS_MAX,
  INSPECTION_KINDS,
  INSPECTION_METERS_MAX,
  INSPECTION_PHOTOS_PER_ITEM_MAX,
  INSPECTION_REMARKS_MAX,
  INSPECTION_ROOMS_MAX,
  INSPECTION_STATUSES,
  KEY_KINDS,
  METER_KINDS,
  ROOM_KINDS,
} from '../inspections/constants';
import { commonMessages } from '../messages/common';
import { inspectionMessages } from '../messages/inspections';
import { calendarDateField, emailField, optionalPhoneField, storableString } from './fields';
import { signatureRequestSummarySchema } from './signatures';

const m = inspectionMessages.errors;
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Free text of a draft: kept as typed (empty allowed), bounded, storable. */
const draftText = (max: number) => storableString().max(max, commonMessages.tooLong).default('');
const remarks = draftText(INSPECTION_REMARKS_MAX);
const photoIds = z
  .array(z.uuid(commonMessages.invalidData))
  .max(INSPECTION_PHOTOS_PER_ITEM_MAX, m.tooManyPhotosOnItem(INSPECTION_PHOTOS_PER_ITEM_MAX))
  .default([]);

/**
 * A meter index as read on the dial: digits, a decimal comma or point (« 12345,6 »), or nothing
 * yet; « abc » is refused in French. Kept as text so the leading zeros of a dial survive.
 */
export const METER_READING = /^\d{1,9}(?:[.,]\d{1,3})?$/;
const meterReading = storableString()
  .trim()
  .refine((v) => v === '' || METER_READING.test(v), m.meterReadingInvalid)
  .default('');

/**
 * One line of a room (a wall, a window…) or of the equipment. Its id is made on the device and
 * kept when an exit is drawn from an entry: that is how the two are compared element by element.
 */
export const inspectionElementSchema = z.object({
  id: z.uuid(commonMessages.invalidData),
  name: storableString().trim().min(1, m.elementNameRequired).max(120, commonMessages.tooLong),
  state: z.enum(ELEMENT_STATES, commonMessages.invalidData).nullable().default(null),
  remarks,
  photoIds,
});
export type InspectionElement = z.infer<typeof inspectionElementSchema>;

export const inspectionRoomSchema = z.object({
  id: z.uuid(commonMessages.invalidData),
  name: storableString().trim().min(1, m.roomNameRequired).max(120, commonMessages.tooLong),
  kind: z.enum(ROOM_KINDS, commonMessages.invalidData),
  elements: z
    .array(inspectionElementSchema)
    .max(INSPECTION_ELEMENTS_PER_ROOM_MAX, m.tooManyElements(INSPECTION_ELEMENTS_PER_ROOM_MAX)),
  remarks,
});
export type InspectionRoom = z.infer<typeof inspectionRoomSchema>;

export const inspectionMeterSchema = z.object({
  id: z.uuid(commonMessages.invalidData),
  kind: z.enum(METER_KINDS, commonMessages.invalidData),
  /** Electricity only: one index (base) or two (HP/HC, `readingOffPeak` being HC). */
  tariff: z.enum(ELECTRICITY_TARIFFS, commonMessages.invalidData).nullable().default(null),
  number: draftText(60),
  reading: meterReading,
  readingOffPeak: meterReading,
  remarks,
  photoIds,
});
export type InspectionMeter = z.infer<typeof inspectionMeterSchema>;

export const inspectionKeySchema = z.object({
  id: z.uuid(commonMessages.invalidData),
  kind: z.enum(KEY_KINDS, commonMessages.invalidData),
  count: z
    .number({ error: m.keyCountInvalid })
    .int(m.keyCountInvalid)
    .min(0, m.keyCountInvalid)
    .max(99, m.keyCountInvalid),
  /** What it opens, as the agent says it (« porte palière », « portail côté rue »). */
  use: draftText(200),
  remarks,
});
export type InspectionKey = z.infer<typeof inspectionKeySchema>;

/** A line of the furniture inventory (furnished let): the décret 2015-981 list first, then anything. */
export const inspectionFurnitureSchema = z.object({
  id: z.uuid(commonMessages.invalidData),
  name: storableString().trim().min(1, m.elementNameRequired).max(160, commonMessages.tooLong),
  count: z.number({ error: commonMessages.invalidData }).int().min(0).max(999).default(1),
  state: z.enum(ELEMENT_STATES, commonMessages.invalidData).nullable().default(null),
  remarks,
  photoIds,
});
export type InspectionFurniture = z.infer<typeof inspectionFurnitureSchema>;

/** A party as printed on the document; a client of the directory keeps its id (RGPD export, retention). */
export const inspectionPartySchema = z.object({
  clientId: z.uuid(m.clientNotFound).nullable().default(null),
  name: draftText(120),
  email: z.preprocess(blank, emailField.nullable().optional()).transform((v) => v ?? null),
  phone: z.preprocess(blank, optionalPhoneField.nullable().optional()).transform((v) => v ?? null),
  address: draftText(300),
});
export type InspectionParty = z.infer<typeof inspectionPartySchema>;

export const inspectionTenantSchema = inspectionPartySchema.extend({
  /** At exit: where the tenant goes (décret 2016-382 art. 3). */
  newAddress: draftText(300),
});
export type InspectionTenant = z.infer<typeof inspectionTenantSchema>;

/** Everything an inspection holds; a draft may be incomplete, signing checks the parties. */
export const inspectionContentSchema = z.object({
  landlord: inspectionPartySchema,
  tenants: z.array(inspectionTenantSchema).max(8, commonMessages.invalidData),
  meters: z.array(inspectionMeterSchema).max(INSPECTION_METERS_MAX, m.tooManyMeters(INSPECTION_METERS_MAX)),
  keys: z.array(inspectionKeySchema).max(INSPECTION_KEYS_MAX, m.tooManyKeys(INSPECTION_KEYS_MAX)),
  rooms: z.array(inspectionRoomSchema).max(INSPECTION_ROOMS_MAX, m.tooManyRooms(INSPECTION_ROOMS_MAX)),
  /** Heating and hot-water equipment. */
  equipment: z
    .array(inspectionElementSchema)
    .max(INSPECTION_ELEMENTS_PER_ROOM_MAX, m.tooManyElements(INSPECTION_ELEMENTS_PER_ROOM_MAX)),
  /** Furnished let only (empty otherwise). */
  furniture: z
    .array(inspectionFurnitureSchema)
    .max(INSPECTION_FURNITURE_MAX, m.tooManyFurniture(INSPECTION_FURNITURE_MAX)),
  /** At exit: the entry inspection's date when there is none in ImmoPilote (typed from the paper one). */
  entryDate: z.preprocess(blank, calendarDateField().nullable().optional()).transform((v) => v ?? null),
  generalRemarks: remarks,
});
export type InspectionContent = z.infer<typeof inspectionContentSchema>;
export type InspectionContentInput = z.input<typeof inspectionContentSchema>;

export const inspectionCreateSchema = z.object({
  kind: z.enum(INSPECTION_KINDS, commonMessages.invalidData),
  inspectionDate: calendarDateField(),
  /** Exit only: the entry it follows; omitted: the property's latest signed entry, if any. */
  entryInspectionId: z.preprocess(blank, z.uuid(m.entryNotFound).nullable().optional()),
});
export type InspectionCreateInput = z.input<typeof inspectionCreateSchema>;

/**
 * A device's save: the whole document and the version it was made from. The server keeps it only
 * if nobody saved since (`baseVersion` is the current one); otherwise 409 and the device chooses.
 */
export const inspectionSaveSchema = z.object({
  baseVersion: z.number({ error: commonMessages.invalidData }).int().min(0),
  /** « Garder ma version »: replace what the other device saved (the other version is kept in the log). */
  force: z.boolean().default(false),
  inspectionDate: calendarDateField(),
  furnished: z.boolean(),
  content: inspectionContentSchema,
});
export type InspectionSaveInput = z.input<typeof inspectionSaveSchema>;

export const inspectionParams = z.object({ id: z.uuid(m.notFound) });
export const inspectionPhotoParams = z.object({
  id: z.uuid(m.notFound),
  photoId: z.uuid(m.photoNotFound),
});

export const inspectionPhotoSchema = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type InspectionPhoto = z.infer<typeof inspectionPhotoSchema>;

/** An element whose state moved between entry and exit (the app and the PDF mark it). */
export const inspectionChangeSchema = z.object({
  elementId: z.uuid(),
  place: z.string(),
  name: z.string(),
  entryState: z.enum(ELEMENT_STATES).nullable(),
  exitState: z.enum(ELEMENT_STATES).nullable(),
});
export type InspectionChange = z.infer<typeof inspectionChangeSchema>;

export const inspectionSummarySchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid().nullable(),
  kind: z.enum(INSPECTION_KINDS),
  status: z.enum(INSPECTION_STATUSES),
  inspectionDate: z.string(),
  tenantNames: z.array(z.string()),
  signedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type InspectionSummary = z.infer<typeof inspectionSummarySchema>;

export const inspectionSchema = inspectionSummarySchema.extend({
  propertyLabel: z.string(),
  propertyAddress: z.string(),
  furnished: z.boolean(),
  version: z.number().int(),
  updatedByName: z.string().nullable(),
  content: inspectionContentSchema,
  photos: z.array(inspectionPhotoSchema),
  /** Exit only: the entry it follows (null: none in ImmoPilote, stated in the PDF). */
  entry: z.object({ id: z.uuid(), inspectionDate: z.string(), content: inspectionContentSchema }).nullable(),
  changes: z.array(inspectionChangeSchema),
  signature: signatureRequestSummarySchema.nullable(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

export const inspectionListSchema = z.object({ items: z.array(inspectionSummarySchema) });
export type InspectionList = z.infer<typeof inspectionListSchema>;

/** The agency's default elements per kind of room, edited once (« Mon agence »). */
export const inspectionDefaultsSchema = z.object({
  rooms: z.record(
    z.enum(ROOM_KINDS, commonMessages.invalidData),
    z
      .array(storableString().trim().min(1, m.elementNameRequired).max(120, commonMessages.tooLong))
      .max(INSPECTION_ELEMENTS_PER_ROOM_MAX, m.tooManyElements(INSPECTION_ELEMENTS_PER_ROOM_MAX)),
  ),
});
export type InspectionDefaults = z.infer<typeof inspectionDefaultsSchema>;

/**
 * « Faire signer »: the content freezes, the PDF is drawn and every party signs on this device in
 * turn: the agent (for the agency, the landlord's mandatary), then each tenant, then the landlord
 * when present in person.
 */
export const inspectionSignSchema = z.object({
  baseVersion: z.number({ error: commonMessages.invalidData }).int().min(0),
  landlordPresent: z.boolean().default(false),
});
export type InspectionSignInput = z.input<typeof inspectionSignSchema>;
