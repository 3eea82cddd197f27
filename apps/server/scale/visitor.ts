/**
 * A browser reduced to what the scale-out checks need: it keeps its cookies and talks to any of
 * the origins it is given (a server directly, or the proxy), as a person whose requests a load
 * balancer sends to one server or another.
 */
export class Visitor {
  private cookies = new Map<string, string>();

  async request(
    origin: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown; headers: Headers }> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let payload: FormData | string | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const reply = await fetch(`${origin}${path}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
      redirect: 'manual',
    });
    for (const line of reply.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await reply.text();
    let json: unknown = null;
    if (reply.headers.get('content-type')?.includes('json') && text !== '') json = JSON.parse(text);
    return { status: reply.status, json, headers: reply.headers };
  }
}
