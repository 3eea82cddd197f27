// A bare node:http server answering every request with the status 200, headers and body it is
// given (BYTES_HEADERS as JSON, BYTES_BODY as base64): the ceiling a page of ours is held against.
import http from 'node:http';

const headers = JSON.parse(process.env.BYTES_HEADERS ?? '{}') as Record<string, string>;
const body = Buffer.from(process.env.BYTES_BODY ?? '', 'base64');
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
