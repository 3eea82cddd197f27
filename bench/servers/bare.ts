// A bare node:http server answering every request with exactly the status line, headers and body
// the app sends for GET /api/catalogue (taken from one in-process request): the ceiling.
import http from 'node:http';
import { appCatalogueReply } from './catalogue-reply';

const { headers, body } = await appCatalogueReply();
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
