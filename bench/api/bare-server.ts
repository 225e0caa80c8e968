/**
 * The ceiling: a bare Express 5 app on the same machine, one JSON route and nothing else (no session, no database,
 * no logging). Measured in the same run as the app, so the API figures are read against what this machine can do
 * at that moment. Prints its port on stdout once listening.
 */
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.get('/bare', (_req, res) => {
  res.json({ ok: true, user: { id: 'bench', email: 'bench@newsjack.test' } });
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
