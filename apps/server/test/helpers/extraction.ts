import type { ExtractionEvent } from '@immopilote/contracts';
import type { TestClient } from './test-client';
import { pdfForm } from './pdf-fixtures';

export function parseEvents(text: string): ExtractionEvent[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ExtractionEvent);
}

/** Runs POST /api/documents/extract and returns the streamed events (or the JSON error). */
export async function extract(client: TestClient, pdf: Buffer, fileName = 'document.pdf') {
  const res = await client.upload('POST', '/api/documents/extract', pdfForm(pdf, fileName));
  const events = res.headers.get('content-type')?.includes('ndjson') ? parseEvents(res.text) : [];
  const done = events.find((e) => e.type === 'done');
  return { res, events, done: done?.type === 'done' ? done : undefined };
}
