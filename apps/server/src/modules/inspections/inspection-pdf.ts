import {
  type ElementState,
  formatShortDate,
  type InspectionChange,
  type InspectionContent,
  type InspectionKind,
  type InspectionMeter,
  inspectionMessages,
} from '@immopilote/contracts';
import { createPdf, type PdfWriter } from '../../files/pdf/pdf-writer';
import type { PdfPhoto } from './inspection-pdf-photos';

/**
 * The état des lieux as a PDF (décret 2016-382 art. 2 and 3). Entry and exit share this one layout
 * so that the two can be read side by side (art. 3: « la forme […] permet la comparaison »); the exit
 * adds the tenants' new addresses, the entry's date and what changed since, each changed element also
 * marked where it stands. The signatures are not drawn here: the signature service appends its
 * « Page des signatures » when it seals the document.
 */
export interface InspectionPdfData {
  kind: InspectionKind;
  inspectionDate: string;
  propertyLabel: string;
  propertyAddress: string;
  furnished: boolean;
  content: InspectionContent;
  /** The landlord's mandatary. */
  agency: { name: string; address: string; cardNumber: string | null; cardIssuer: string | null };
  /** Exit only: the entry inspection kept in ImmoPilote, if any. */
  entry: { inspectionDate: string } | null;
  /** Exit only: the elements whose state moved since the entry. */
  changes: readonly InspectionChange[];
  /** Thumbnails by photo id; a photo cited but absent here is left out. */
  photos: ReadonlyMap<string, PdfPhoto>;
  /** A preview: « Projet – non signé » on every page. */
  draft: boolean;
}

const p = inspectionMessages.pdf;
const MARGIN = 48;
/** The band above the body holding the document's name (and the draft's mark) on every page. */
const HEADER = 22;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const BRAND = '#1d4ed8';
const CHANGED = '#c2410c';
const CHANGED_BACKGROUND = '#fff7ed';
const DRAFT = '#b91c1c';
const TEXT_SIZE = 9.5;
const PAD = 4;
/** Photos sit four to a line, each in a 4:3 box. */
const THUMB_W = 116;
const THUMB_H = 87;
const THUMB_GAP = 8;
const PAUSE_EVERY_MS = 15;

/** A column's left edge and width. */
interface Box {
  x: number;
  w: number;
}

/** The columns of a row: what, its state, the remarks. */
interface Row {
  name: string[];
  state: string[];
  remarks: string;
  change: InspectionChange | null;
  photoIds: readonly string[];
}

class Layout {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;

  constructor(
    readonly pdf: PdfWriter,
    private readonly photos: ReadonlyMap<string, PdfPhoto>,
  ) {
    this.doc = pdf.doc;
    this.width = this.doc.page.width - 2 * MARGIN;
  }

  private lastPause = performance.now();
  /** The column titles of the table being drawn, if any. */
  private titles: readonly [string, string, string] | null = null;

  /**
   * pdfkit lays out on the event loop: a 40-room document would hold every other request for
   * seconds. Handing the loop back every few milliseconds keeps them flowing; the document waits.
   */
  async pause() {
    if (performance.now() - this.lastPause < PAUSE_EVERY_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.lastPause = performance.now();
  }

  private get bottom() {
    return this.doc.page.height - MARGIN;
  }

  /** Starts a new page unless `height` points still fit on this one; a table's titles follow. */
  room(height: number) {
    if (this.doc.y + height <= this.bottom) return;
    this.doc.addPage();
    this.doc.x = MARGIN;
    if (this.titles) this.drawTitles(this.titles);
  }

  heading(text: string) {
    this.titles = null;
    this.room(48);
    this.doc.moveDown(0.8);
    this.doc.x = MARGIN;
    this.pdf.style({ weight: 'bold', size: 13, color: BRAND }).text(text, { width: this.width });
    const y = this.doc.y + 2;
    this.doc
      .save()
      .lineWidth(0.75)
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .stroke(BRAND)
      .restore();
    this.doc.y = y + 6;
    this.body();
  }

  subheading(text: string) {
    this.titles = null;
    this.room(40);
    this.doc.moveDown(0.5);
    this.doc.x = MARGIN;
    this.pdf.style({ weight: 'bold', size: 11, color: INK }).text(text, { width: this.width });
    this.doc.moveDown(0.2);
    this.body();
  }

  body() {
    this.pdf.style({ weight: 'regular', size: TEXT_SIZE, color: INK });
  }

  line(text: string, style: { bold?: boolean; color?: string; indent?: number } = {}) {
    if (!text) return;
    this.pdf.style({ weight: style.bold ? 'bold' : 'regular', size: TEXT_SIZE, color: style.color ?? INK });
    const width = this.width - (style.indent ?? 0);
    this.room(this.doc.heightOfString(text, { width }));
    this.doc.text(text, MARGIN + (style.indent ?? 0), this.doc.y, { width });
    this.doc.x = MARGIN;
    this.body();
  }

  gap(lines = 0.4) {
    this.doc.moveDown(lines);
  }

  /** The grey titles of a table's columns, drawn again atop each page the table runs onto. */
  columns(titles: readonly [string, string, string]) {
    // With room for a first row: titles alone at a page's foot would name nothing.
    this.room(48);
    this.titles = titles;
    this.drawTitles(titles);
  }

  /** What follows a table is not in it: a page break no longer repeats its titles. */
  endTable() {
    this.titles = null;
  }

  private drawTitles(titles: readonly [string, string, string]) {
    const [c1, c2, c3] = this.columnBoxes();
    const y = this.doc.y;
    this.pdf.style({ weight: 'bold', size: 8, color: MUTED });
    this.doc.text(titles[0], c1.x, y, { width: c1.w, lineBreak: false });
    this.doc.text(titles[1], c2.x, y, { width: c2.w, lineBreak: false });
    this.doc.text(titles[2], c3.x, y, { width: c3.w, lineBreak: false });
    this.doc.y = y + 12;
    this.rule();
    this.body();
  }

  private columnBoxes(): [Box, Box, Box] {
    const w1 = Math.round(this.width * 0.27);
    const w2 = Math.round(this.width * 0.31);
    return [
      { x: MARGIN + PAD, w: w1 - 2 * PAD },
      { x: MARGIN + w1 + PAD, w: w2 - 2 * PAD },
      { x: MARGIN + w1 + w2 + PAD, w: this.width - w1 - w2 - 2 * PAD },
    ];
  }

  private rule(color = RULE) {
    const y = this.doc.y;
    this.doc
      .save()
      .lineWidth(0.5)
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .stroke(color)
      .restore();
  }

  private textHeight(lines: readonly string[], width: number, bold = false) {
    this.pdf.style({ weight: bold ? 'bold' : 'regular', size: TEXT_SIZE });
    return lines.reduce((sum, l) => sum + this.doc.heightOfString(l, { width }), 0);
  }

  /** One element, meter or piece of furniture; a changed one is tinted and tagged « Modifié ». */
  row(row: Row) {
    const [c1, c2, c3] = this.columnBoxes();
    const tagHeight = row.change ? 14 : 0;
    const height =
      Math.max(
        this.textHeight(row.name, c1.w, true),
        tagHeight + this.textHeight(row.state, c2.w),
        row.remarks ? this.textHeight([row.remarks], c3.w) : 0,
      ) +
      2 * PAD;
    this.room(height);
    const top = this.doc.y;
    if (row.change) {
      this.doc.save().rect(MARGIN, top, this.width, height).fill(CHANGED_BACKGROUND).restore();
      this.doc.save().rect(MARGIN, top, 3, height).fill(CHANGED).restore();
    }
    this.write(row.name, c1, top + PAD, { bold: true });
    if (row.change) this.tag(p.changedTag, c2.x, top + PAD);
    this.write(row.state, c2, top + PAD + tagHeight, { color: row.change ? CHANGED : INK });
    if (row.remarks) this.write([row.remarks], c3, top + PAD);
    this.doc.x = MARGIN;
    this.doc.y = top + height;
    this.thumbnails(row.photoIds);
    this.rule();
    this.body();
  }

  private write(
    lines: readonly string[],
    box: Box,
    y: number,
    style: { bold?: boolean; color?: string } = {},
  ) {
    this.pdf.style({ weight: style.bold ? 'bold' : 'regular', size: TEXT_SIZE, color: style.color ?? INK });
    let at = y;
    for (const l of lines) {
      this.doc.text(l, box.x, at, { width: box.w });
      at += this.doc.heightOfString(l, { width: box.w });
    }
  }

  private tag(text: string, x: number, y: number) {
    this.pdf.style({ weight: 'bold', size: 7.5 });
    const w = this.doc.widthOfString(text) + 8;
    this.doc.save().roundedRect(x, y, w, 11, 2).fill(CHANGED).restore();
    this.pdf.style({ color: '#ffffff' });
    this.doc.text(text, x + 4, y + 1.5, { lineBreak: false });
  }

  /** The photos of a row, four to a line, each fitted in its box (a portrait one keeps its shape). */
  thumbnails(ids: readonly string[]) {
    const shown = ids.filter((id) => this.photos.has(id));
    if (shown.length === 0) return;
    const perLine = Math.max(1, Math.floor((this.width + THUMB_GAP) / (THUMB_W + THUMB_GAP)));
    this.doc.y += 2;
    for (let i = 0; i < shown.length; i += perLine) {
      this.room(THUMB_H + THUMB_GAP);
      const y = this.doc.y;
      shown.slice(i, i + perLine).forEach((id, column) => {
        const x = MARGIN + PAD + column * (THUMB_W + THUMB_GAP);
        this.doc.image(this.photos.get(id)!.jpeg, x, y, {
          fit: [THUMB_W, THUMB_H],
          align: 'center',
          valign: 'center',
        });
      });
      this.doc.x = MARGIN;
      this.doc.y = y + THUMB_H + THUMB_GAP;
    }
  }
}

const stateLabel = (state: ElementState | null) => (state ? inspectionMessages.states[state] : p.noState);

function stateLines(state: ElementState | null, change: InspectionChange | null): string[] {
  if (!change) return [stateLabel(state)];
  return [p.atEntry(stateLabel(change.entryState)), p.atExit(stateLabel(change.exitState))];
}

function meterReadings(meter: InspectionMeter): string[] {
  const value = (v: string) => v || p.notRead;
  const lines = meter.number ? [p.meterNumber(meter.number)] : [];
  if (meter.kind === 'electricity' && meter.tariff === 'hphc') {
    return [...lines, p.readingPeak(value(meter.reading)), p.readingOffPeak(value(meter.readingOffPeak))];
  }
  return [...lines, p.reading(value(meter.reading))];
}

function parties(layout: Layout, data: InspectionPdfData) {
  const { landlord, tenants } = data.content;
  layout.heading(p.parties);
  layout.subheading(p.landlord);
  layout.line(landlord.name, { bold: true });
  if (landlord.address) layout.line(p.address(landlord.address));
  layout.line(p.contact(landlord.email, landlord.phone), { color: MUTED });
  layout.gap();
  layout.line(p.mandatary, { color: MUTED });
  layout.line(data.agency.name, { bold: true });
  layout.line(data.agency.address);
  if (data.agency.cardNumber) layout.line(p.card(data.agency.cardNumber, data.agency.cardIssuer));

  layout.subheading(p.tenants);
  for (const tenant of tenants) {
    layout.line(tenant.name, { bold: true });
    if (tenant.address) layout.line(p.address(tenant.address));
    if (data.kind === 'exit') {
      layout.line(tenant.newAddress ? p.newAddress(tenant.newAddress) : p.newAddressMissing);
    }
    layout.line(p.contact(tenant.email, tenant.phone), { color: MUTED });
    layout.gap();
  }
}

function entryAndChanges(layout: Layout, data: InspectionPdfData) {
  layout.heading(p.entry);
  if (data.entry) {
    layout.line(p.entryOn(formatShortDate(data.entry.inspectionDate)));
  } else {
    layout.line(p.noEntry, { bold: true });
    if (data.content.entryDate) layout.line(p.entryDateTyped(formatShortDate(data.content.entryDate)));
    return;
  }
  layout.heading(p.changes);
  if (data.changes.length === 0) {
    layout.line(p.noChanges);
    return;
  }
  for (const c of data.changes) {
    layout.line(`• ${p.changeLine(c.place, c.name, stateLabel(c.entryState), stateLabel(c.exitState))}`, {
      color: CHANGED,
    });
  }
}

export async function renderInspectionPdf(data: InspectionPdfData): Promise<{ body: Buffer; pages: number }> {
  const title = inspectionMessages.kinds[data.kind];
  const pdf = createPdf({
    margins: { top: MARGIN + HEADER, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title: `${title} – ${data.propertyLabel}`,
    author: data.agency.name,
    bufferPages: true,
  });
  const layout = new Layout(pdf, data.photos);
  const { doc } = pdf;
  const changeOf = new Map(data.changes.map((c) => [c.elementId, c]));
  const content = data.content;

  pdf.style({ weight: 'bold', size: 20, color: INK }).text(title);
  pdf.style({ weight: 'regular', size: 11 }).text(p.date(formatShortDate(data.inspectionDate)));

  layout.heading(p.dwelling);
  layout.line(data.propertyLabel, { bold: true });
  layout.line(data.propertyAddress);
  layout.line(data.furnished ? p.furnished : p.unfurnished, { color: MUTED });

  parties(layout, data);
  if (data.kind === 'exit') entryAndChanges(layout, data);

  layout.heading(p.meters);
  if (content.meters.length === 0) layout.line(p.noMeters);
  else layout.columns([p.meter, p.readings, p.remarks]);
  for (const meter of content.meters) {
    const kind = inspectionMessages.meterKinds[meter.kind];
    layout.row({
      name: meter.tariff ? [kind, inspectionMessages.tariffs[meter.tariff]] : [kind],
      state: meterReadings(meter),
      remarks: meter.remarks,
      change: null,
      photoIds: meter.photoIds,
    });
    await layout.pause();
  }

  layout.heading(p.keys);
  if (content.keys.length === 0) layout.line(p.noKeys);
  else layout.columns([p.key, p.use, p.remarks]);
  for (const key of content.keys) {
    layout.row({
      name: [p.keyLine(inspectionMessages.keyKinds[key.kind], key.count)],
      state: key.use ? [key.use] : [],
      remarks: key.remarks,
      change: null,
      photoIds: [],
    });
    await layout.pause();
  }

  const elementRow = async (e: {
    id: string;
    name: string;
    state: ElementState | null;
    remarks: string;
    photoIds: string[];
  }) => {
    const change = changeOf.get(e.id) ?? null;
    layout.row({
      name: [e.name],
      state: stateLines(e.state, change),
      remarks: e.remarks,
      change,
      photoIds: e.photoIds,
    });
    await layout.pause();
  };

  layout.heading(p.rooms);
  for (const room of content.rooms) {
    layout.subheading(room.name);
    if (room.elements.length === 0) layout.line(p.noElements, { color: MUTED });
    else layout.columns([p.element, p.state, p.remarks]);
    for (const element of room.elements) await elementRow(element);
    layout.endTable();
    if (room.remarks) layout.line(p.remarksLine(room.remarks));
  }

  layout.heading(p.equipment);
  if (content.equipment.length === 0) layout.line(p.noElements, { color: MUTED });
  else layout.columns([p.element, p.state, p.remarks]);
  for (const element of content.equipment) await elementRow(element);

  if (data.furnished) {
    layout.heading(p.furniture);
    if (content.furniture.length === 0) layout.line(p.noElements, { color: MUTED });
    else layout.columns([p.element, p.state, p.remarks]);
    for (const item of content.furniture) {
      await elementRow({ ...item, name: p.furnitureLine(item.name, item.count) });
    }
  }

  layout.heading(p.generalRemarks);
  layout.line(content.generalRemarks || p.none);

  pdf.eachPage((page, count) => {
    // Header and foot sit in the margins: without this, pdfkit would start a new page for them.
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    const y = MARGIN - 4;
    pdf
      .style({ weight: 'regular', size: 8, color: MUTED })
      .text(`${title} – ${data.propertyLabel}`, MARGIN, y, {
        width: layout.width * 0.7,
        lineBreak: false,
        ellipsis: true,
      });
    if (data.draft) {
      pdf.style({ weight: 'bold', size: 9, color: DRAFT }).text(p.draft, MARGIN, y, {
        width: layout.width,
        align: 'right',
        lineBreak: false,
      });
    }
    pdf
      .style({ weight: 'regular', size: 8, color: MUTED })
      .text(p.page(page, count), MARGIN, doc.page.height - MARGIN + 14, {
        width: layout.width,
        align: 'right',
        lineBreak: false,
      });
  });
  const pages = doc.bufferedPageRange().count;
  return { body: await pdf.end(), pages };
}
