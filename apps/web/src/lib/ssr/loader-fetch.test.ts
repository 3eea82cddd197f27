import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { fakeApi, json } from '@/test/fake-api';
import { loaderFetch, loaderGetJson } from './loader-fetch';

const Schema = z.object({ firmName: z.string() });

/** The server's context: the API in-process, recording what it was asked. */
function serverContext(answer: () => Response) {
  const asked: string[] = [];
  return {
    asked,
    context: {
      async apiFetch(path: string) {
        asked.push(path);
        return answer();
      },
    },
  };
}

describe('loaderGetJson', () => {
  it('asks the in-process API on the server, never the network', async () => {
    const api = fakeApi();
    const server = serverContext(() => json(200, { firmName: 'Shaadi Studio' }));
    expect(await loaderGetJson(server.context, '/api/listings/7', Schema)).toEqual({
      firmName: 'Shaadi Studio',
    });
    expect(server.asked).toEqual(['/api/listings/7']);
    expect(api.requests).toEqual([]);
  });

  it('rejects with the status and the server’s message, so a loader can answer 404', async () => {
    const server = serverContext(() => json(404, { message: 'This vendor is not listed.' }));
    const error = await loaderGetJson(server.context, '/api/listings/8', Schema).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'This vendor is not listed.' });
  });

  it('rejects a reply of the wrong shape', async () => {
    const server = serverContext(() => json(200, { name: 'no firm' }));
    await expect(loaderGetJson(server.context, '/api/x', Schema)).rejects.toMatchObject({
      message: 'The server sent an unexpected reply.',
    });
  });

  it('uses the browser’s fetch in the browser (the router gives no server context)', async () => {
    const api = fakeApi({ 'GET /api/listings/7': () => json(200, { firmName: 'Dhol Baaje' }) });
    expect(await loaderGetJson({}, '/api/listings/7', Schema)).toEqual({ firmName: 'Dhol Baaje' });
    expect(api.calls('GET /api/listings/7')).toHaveLength(1);
  });
});

describe('loaderFetch', () => {
  it('is the in-process API on the server and fetch in the browser', async () => {
    const server = serverContext(() => json(200, { firmName: 'A' }));
    expect(await (await loaderFetch(server.context)('/api/a')).json()).toEqual({ firmName: 'A' });
    const api = fakeApi({ 'GET /api/b': () => json(200, { firmName: 'B' }) });
    expect(await (await loaderFetch(undefined)('/api/b')).json()).toEqual({ firmName: 'B' });
    expect(api.calls('GET /api/b')).toHaveLength(1);
  });
});
