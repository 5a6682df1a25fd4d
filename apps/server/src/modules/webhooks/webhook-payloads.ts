/**
 * The `data.object` of each event: the fields an integrator needs to mirror the record, in
 * snake_case like the rest of the payload, no secret, and no more personal data than the event is
 * about (a lead's contact details, a client's; never a mandator's or a visitor's).
 */

const iso = (d: Date | string | null | undefined) =>
  d === null || d === undefined ? null : d instanceof Date ? d.toISOString() : d;

export interface PropertyLike {
  id: string;
  name: string;
  type: string;
  status: string;
  kind?: string | null;
  price: number | string;
  address: string;
  zip: string;
  city: string;
  description: string | null;
  surfaceHabitable?: number | string | null;
  rooms?: number | null;
  bedrooms?: number | null;
  dpeClass?: string | null;
  gesClass?: string | null;
  publishedOnSite?: boolean;
  siteReference?: string | number | null;
  createdAt: Date;
  updatedAt?: Date;
}

export function propertyObject(p: PropertyLike) {
  return {
    object: 'property',
    id: p.id,
    reference: p.siteReference ?? null,
    title: p.name,
    transaction: p.type,
    status: p.status,
    kind: p.kind ?? null,
    price: Number(p.price),
    address: p.address,
    zip: p.zip,
    city: p.city,
    description: p.description,
    surface_habitable:
      p.surfaceHabitable === null || p.surfaceHabitable === undefined ? null : Number(p.surfaceHabitable),
    rooms: p.rooms ?? null,
    bedrooms: p.bedrooms ?? null,
    dpe_class: p.dpeClass ?? null,
    ges_class: p.gesClass ?? null,
    published_on_site: p.publishedOnSite ?? false,
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt ?? p.createdAt),
  };
}

export function leadObject(l: {
  id: string;
  source: string;
  channel: string;
  propertyId: string | null;
  listingReference: string | null;
  clientId: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  wantsVisit: boolean;
  receivedAt: Date;
}) {
  return {
    object: 'lead',
    id: l.id,
    source: l.source,
    channel: l.channel,
    property_id: l.propertyId,
    listing_reference: l.listingReference,
    client_id: l.clientId,
    name: l.name,
    email: l.email,
    phone: l.phone,
    message: l.message,
    wants_visit: l.wantsVisit,
    received_at: iso(l.receivedAt),
  };
}

export function mandateObject(md: {
  id: string;
  activity: string;
  number: number;
  kind: string;
  propertyId: string | null;
  startDate: string;
  endDate: string;
  price: number | null;
  countersignedOn: string | null;
  retractionEndsOn: string | null;
}) {
  return {
    object: 'mandate',
    id: md.id,
    activity: md.activity,
    number: md.number,
    kind: md.kind,
    property_id: md.propertyId,
    start_date: md.startDate,
    end_date: md.endDate,
    price: md.price,
    signed_on: md.countersignedOn,
    retraction_ends_on: md.retractionEndsOn,
  };
}

export function visitObject(v: {
  id: string;
  propertyId: string;
  clientId: string | null;
  userId: string | null;
  date: string;
  startTime: string | null;
  durationMinutes: number | null;
}) {
  return {
    object: 'visit',
    id: v.id,
    property_id: v.propertyId,
    client_id: v.clientId,
    agent_id: v.userId,
    date: v.date,
    start_time: v.startTime?.slice(0, 5) ?? null,
    duration_minutes: v.durationMinutes,
  };
}

export function clientObject(c: {
  id: string;
  fullName: string;
  firstName: string;
  email: string;
  phone: string | null;
  roles?: readonly string[];
  createdAt: Date;
}) {
  return {
    object: 'client',
    id: c.id,
    first_name: c.firstName,
    full_name: c.fullName,
    email: c.email,
    phone: c.phone,
    roles: c.roles ?? [],
    created_at: iso(c.createdAt),
  };
}
