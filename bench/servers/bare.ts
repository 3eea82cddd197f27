// A bare node:http server answering every request with the catalogue's exact bytes: the ceiling.
import http from 'node:http';
import { serializeCatalogue } from '../../apps/server/src/modules/catalog/service';

const { body, etag } = serializeCatalogue();
const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'public, max-age=300',
    etag,
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
