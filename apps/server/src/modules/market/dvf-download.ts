import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { marketMessages } from '@immopilote/contracts';
import { DvfFormatError } from './dvf-import.service';

/** Etalab's geo-dvf files (FRENCH-RULES §3.1): `<base>/<year>/departements/<dep>.csv.gz`. */
export const DVF_DEFAULT_BASE_URL = 'https://files.data.gouv.fr/geo-dvf/latest/csv';

const DEPARTMENT = /^(0[1-9]|[1-8]\d|9[0-5]|2A|2B|97[1-6])$/;
/** Alsace-Moselle keeps its own land register, Mayotte is not covered (data.gouv.fr). */
const NOT_COVERED = new Set(['57', '67', '68', '976']);

/** « 83 », « 2a », « 971 » → the département code as DVF writes it; null when it is not one. */
export function departmentCode(arg: string): string | null {
  const code = arg.trim().toUpperCase();
  return DEPARTMENT.test(code) ? code : null;
}

export function checkCovered(code: string): void {
  if (NOT_COVERED.has(code)) throw new DvfFormatError(marketMessages.import.departmentNotCovered(code));
}

async function get(url: string, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { signal });
  } catch (err) {
    throw new DvfFormatError(marketMessages.import.downloadUnreachable(url), { cause: err });
  }
}

/** The years the site offers, read from its directory listing (« 2021/ », « 2022/ »…). */
export async function availableYears(baseUrl: string, signal?: AbortSignal): Promise<number[]> {
  const url = `${baseUrl.replace(/\/$/, '')}/`;
  const response = await get(url, signal);
  if (!response.ok) throw new DvfFormatError(marketMessages.import.downloadFailed(url, response.status));
  const html = await response.text();
  const years = [...html.matchAll(/href="(?:\.\/)?(\d{4})\/?"/g)].map((m) => Number(m[1]));
  const unique = [...new Set(years)].sort();
  if (unique.length === 0) throw new DvfFormatError(marketMessages.import.noYears(url));
  return unique;
}

export interface DownloadedFile {
  source: string;
  body: Readable;
  bytesTotal: number | null;
}

/** One year of a département, streamed as it downloads (never stored whole), or null when the site has none. */
export async function downloadDepartmentYear(
  baseUrl: string,
  code: string,
  year: number,
  signal?: AbortSignal,
): Promise<DownloadedFile | null> {
  const url = `${baseUrl.replace(/\/$/, '')}/${year}/departements/${code}.csv.gz`;
  const response = await get(url, signal);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok || !response.body) {
    throw new DvfFormatError(marketMessages.import.downloadFailed(url, response.status));
  }
  const length = Number(response.headers.get('content-length'));
  return {
    source: `département ${code} (${year})`,
    body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    bytesTotal: Number.isFinite(length) && length > 0 ? length : null,
  };
}
