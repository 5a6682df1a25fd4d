import { pdfMessages } from '@immopilote/contracts';
import { AppError } from '../../errors';

/** Extractions one agency may run at once in one server process; the next is refused with a 429. */
export const MAX_EXTRACTIONS_PER_AGENCY = 2;

/**
 * Counts the extractions running per agency, so one agency cannot occupy every OCR slot nor
 * queue an unbounded number of uploads held in memory. Refusing (rather than queueing) keeps
 * the cost of a burst at the limit; the browser shows the French message and the user retries.
 * Per process, as the CPU and memory it protects are the process's own.
 */
export class AgencyExtractionLimit {
  private readonly running = new Map<string, number>();

  constructor(private readonly max = MAX_EXTRACTIONS_PER_AGENCY) {}

  /** Takes one of the agency's places, or throws a French 429; the returned function gives it back once. */
  enter(agencyId: string): () => void {
    const count = this.running.get(agencyId) ?? 0;
    if (count >= this.max) {
      // An extraction takes seconds; a few is a fair first wait for a client that honours the header.
      throw new AppError('RATE_LIMITED', pdfMessages.tooManyExtractions(this.max), undefined, {
        retryAfterSeconds: 5,
      });
    }
    this.running.set(agencyId, count + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.running.get(agencyId) ?? 1) - 1;
      if (remaining > 0) this.running.set(agencyId, remaining);
      else this.running.delete(agencyId);
    };
  }
}
