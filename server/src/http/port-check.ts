import net from 'node:net';

/** The one line a server prints when its port is taken (and nothing else starts). */
export const portInUseMessage = (port: number, host: string) =>
  `Port ${port} is already in use on ${host}: stop the other server or set PORT to a free port.`;

/**
 * Whether the port can be listened on, found by listening on it for a moment. Run before the database opens, so a
 * second `npm start` says why it cannot start instead of failing halfway with a stack trace. Other listen errors
 * (no permission for a low port) are for the real listen to report.
 */
export function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code !== 'EADDRINUSE'));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
