import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

function progressEvent(type: string, loaded = 0, total = 0): ProgressEvent {
  return new ProgressEvent(type, { lengthComputable: total > 0, loaded, total });
}

/**
 * A stand-in for XMLHttpRequest at the network edge: records what the code sends and lets the
 * test play the network (upload progress, the reply, a failure, a timeout).
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  timeout = 0;
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.(progressEvent('abort'));
  }

  /** Part of the body has gone out. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(progressEvent('progress', loaded, total));
  }

  /** The whole body has gone out; the server is working. */
  finishUpload() {
    this.upload.onload?.(progressEvent('load'));
  }

  /** The server answers with a JSON body (or raw text). */
  respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText =
      body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(progressEvent('load'));
  }

  /** The connection fails without an answer. */
  fail() {
    this.onerror?.(progressEvent('error'));
  }

  /** The timeout passes without an answer. */
  timeOut() {
    this.ontimeout?.(progressEvent('timeout'));
  }

  /** The form fields sent, as [name, value] pairs (files by name). */
  sentFields(): [string, string][] {
    if (!(this.body instanceof FormData)) return [];
    return [...this.body.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]);
  }
}

/** Replaces the global XMLHttpRequest for one test; returns a getter for the latest request. */
export function installFakeXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    latest(): FakeXhr {
      const xhr = FakeXhr.instances.at(-1);
      if (!xhr) throw new Error('No request was sent');
      return xhr;
    },
    get count() {
      return FakeXhr.instances.length;
    },
  };
}
