import { OCR_PARAMETERS } from '@mandap/shared/id-guard/messages';
import { OCR_LANGUAGES } from '@mandap/shared/limits';
import { createWorker, type Worker } from 'tesseract.js';
import { DomainError } from '../../../platform/domain-errors';

export interface OcrPoolOptions {
  /** Folder holding eng, hin and tel traineddata (gzipped). */
  langPath: string;
  /** Workers recognising at once; each holds the three languages (about 100 MB). */
  size: number;
  /** Jobs allowed to wait; past that a request is refused with 503 rather than piling up. */
  queueLimit: number;
  /** A worker is replaced after this many jobs, returning WASM memory that only grows. */
  recycleAfter: number;
}

interface Slot {
  worker: Promise<Worker>;
  jobs: number;
}

const LSTM_ONLY = 1;

/**
 * A small pool of reused tesseract.js workers (R7: one recognition worker reused) with a
 * bounded queue, so a burst of uploads waits its turn or is refused, and never exhausts memory.
 */
export class OcrPool {
  private readonly idle: Slot[] = [];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  private created = 0;
  private closed = false;

  constructor(private readonly options: OcrPoolOptions) {}

  private spawn(): Slot {
    this.created += 1;
    const worker = createWorker([...OCR_LANGUAGES], LSTM_ONLY, {
      langPath: this.options.langPath,
      gzip: true,
      cacheMethod: 'none',
    }).then(async (w) => {
      await w.setParameters(OCR_PARAMETERS);
      return w;
    });
    return { worker, jobs: 0 };
  }

  private async acquire(): Promise<Slot> {
    if (this.closed) throw new Error('The OCR pool is closed');
    const slot = this.idle.pop();
    if (slot) return slot;
    if (this.created < this.options.size) return this.spawn();
    if (this.waiting.length >= this.options.queueLimit) {
      throw new DomainError(
        'unavailable',
        'We are checking many uploads right now. Please try again in a minute.',
        { retryAfterSeconds: 60 },
      );
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot, broken: boolean): void {
    let next = slot;
    if (broken || slot.jobs >= this.options.recycleAfter) {
      void slot.worker.then((w) => w.terminate()).catch(() => undefined);
      this.created -= 1;
      if (this.closed) return;
      next = this.spawn();
    }
    const waiter = this.waiting.shift();
    if (waiter) waiter(next);
    else this.idle.push(next);
  }

  /** The text in an image (a PGM, PNG, JPEG or WebP file's bytes). */
  async recognize(image: Buffer): Promise<string> {
    const slot = await this.acquire();
    let broken = false;
    try {
      const worker = await slot.worker;
      slot.jobs += 1;
      const result = await worker.recognize(image, {}, { text: true });
      return result.data.text;
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      this.release(slot, broken);
    }
  }

  /** Jobs waiting for a worker now. */
  get queued(): number {
    return this.waiting.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.idle.splice(0).map((slot) => slot.worker);
    await Promise.all(workers.map((w) => w.then((x) => x.terminate()).catch(() => undefined)));
  }
}
