import http from 'node:http';

/** A whole reply, read as text. */
export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request to a server on loopback with node:http, for tests that drive a real server process
 * (where app.inject cannot go): their own headers, an agent of their own (keep-alive), any body.
 */
export function send(
  port: number,
  method: string,
  url: string,
  options: {
    headers?: Record<string, string | number>;
    body?: Buffer | string;
    agent?: http.Agent;
  } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: options.headers,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A JSON body with its content type and length, for `send`. */
export function json(body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  return {
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
    body: text,
  };
}
