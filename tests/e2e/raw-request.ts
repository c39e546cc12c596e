import { connect } from 'node:tls';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
}

/**
 * Sends an HTTP/1.1 request exactly as written over TLS, for what no client library would send: a
 * request without Host, a raw backslash in the path, a path longer than the server accepts.
 * The test certificate is self-signed, so it is not verified.
 */
export function rawRequest(origin: string, requestLine: string, headers = 'Host: 127.0.0.1\r\n') {
  const { hostname, port } = new URL(origin);
  return new Promise<RawResponse>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: hostname, port: Number(port), rejectUnauthorized: false }, () =>
      socket.end(`${requestLine}\r\n${headers}Connection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        ),
      });
    });
  });
}
