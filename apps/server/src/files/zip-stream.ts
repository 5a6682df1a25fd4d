import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as it goes to a stream (a temporary file, an HTTP answer): one entry at a time,
 * each file copied chunk by chunk from its own stream, so an archive of every file of an agency
 * never sits in memory. Waits for the output to drain, so a slow reader slows the writer.
 * fflate writes no ZIP64 records: an archive stays under 4 GB.
 */
export class ZipStream {
  private readonly zip: Zip;
  private failure: Error | null = null;
  private ended = false;

  constructor(private readonly out: Writable) {
    // An output error (disk full, reader gone) stops the writing at the next step instead of
    // being thrown as an unhandled 'error' event.
    out.on('error', (err) => {
      this.failure ??= err;
    });
    this.zip = new Zip((err, chunk, final) => {
      if (err) {
        this.failure ??= err;
        return;
      }
      if (out.destroyed) return;
      out.write(chunk);
      if (final) {
        this.ended = true;
        out.end();
      }
    });
  }

  /** Waits for room in the output; a reader that went away (closed answer) stops the writing. */
  private async drained() {
    if (this.failure) throw this.failure;
    if (this.out.destroyed) throw new Error('ZIP output closed');
    if (!this.out.writableNeedDrain) return;
    await new Promise<void>((resolve, reject) => {
      const settle = (closed: boolean) => () => {
        this.out.off('drain', onDrain);
        this.out.off('close', onClose);
        if (closed) reject(new Error('ZIP output closed'));
        else resolve();
      };
      const onDrain = settle(false);
      const onClose = settle(true);
      this.out.once('drain', onDrain);
      this.out.once('close', onClose);
    });
  }

  /** Data made here (CSV, JSON): deflated. */
  async addData(name: string, data: Uint8Array) {
    const entry = new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    entry.push(data, true);
    await this.drained();
  }

  /** A stored file (photos, PDFs: compressed already), stored as it is. */
  async addStream(name: string, body: Readable) {
    const entry = new ZipPassThrough(name);
    this.zip.add(entry);
    for await (const chunk of body) {
      entry.push(chunk instanceof Uint8Array ? chunk : Buffer.from(chunk as string), false);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** Writes the central directory and ends the output; resolves once the output has taken everything. */
  async finish() {
    this.zip.end();
    if (this.failure) throw this.failure;
    if (!this.ended) throw new Error('ZIP output closed');
    // Resolves once everything is written (a file: flushed to it); rejects if the output went first.
    await finished(this.out);
  }
}
