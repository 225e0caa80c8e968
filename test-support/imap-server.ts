import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

const DOVECOT = '/usr/sbin/dovecot';

export type ImapServer = {
  port: number;
  /** Places a raw message in the user's INBOX (IMAP APPEND, as the user). */
  deliver(user: string, raw: string): Promise<void>;
  close(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`dovecot did not listen on ${port}:\n${log()}`);
}

/**
 * A real IMAP server (Debian's dovecot-imapd; `.ci/run` installs it) on a loopback port, with its own
 * configuration, users from a password file and maildirs in a temporary folder; plain IMAP (no TLS), as a server on
 * the operator's own network would be. Run as root, mail belongs to the `dovecot` system user.
 */
export async function startImapServer(users: Record<string, string>): Promise<ImapServer> {
  if (!existsSync(DOVECOT)) throw new Error('dovecot is not installed: apt-get install -y dovecot-imapd');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'newsjack-imap-'));
  // dovecot's auth and mail processes (not root) read the password file and the maildirs below it.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const me = os.userInfo();
  const [mailUser, loginUser] = root ? ['dovecot', 'dovenull'] : [me.username, me.username];
  const mailIds = root ? 'uid=dovecot gid=dovecot' : `uid=${me.uid} gid=${me.gid}`;
  for (const sub of ['run', 'state', 'home']) mkdirSync(path.join(dir, sub));
  writeFileSync(
    path.join(dir, 'passwd'),
    Object.entries(users)
      .map(([u, p]) => `${u}:{PLAIN}${p}\n`)
      .join(''),
  );
  // dovecot serves mail as its own system user, which must own the maildirs.
  if (root) chownSync(path.join(dir, 'home'), ...idsOf('dovecot'));
  const conf = path.join(dir, 'dovecot.conf');
  writeFileSync(
    conf,
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${dir}/dovecot.log`,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      // System users (dovecot's own, uid ~100) may own mail here; dovecot's default floor is 500.
      'first_valid_uid = 1',
      'first_valid_gid = 1',
      `default_internal_user = ${mailUser}`,
      `default_login_user = ${loginUser}`,
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${dir}/passwd\n}`,
      `userdb {\n  driver = static\n  args = ${mailIds} home=${dir}/home/%u\n}`,
      'mail_location = maildir:~/Maildir',
      `service imap-login {\n  chroot =\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n}`,
      'service anvil {\n  chroot =\n}',
      '',
    ].join('\n'),
  );
  const child = spawn(DOVECOT, ['-F', '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await waitForPort(port, () => output);
  return {
    port,
    async deliver(user, raw) {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        auth: { user, pass: users[user]! },
        logger: false,
      });
      await client.connect();
      try {
        await client.append('INBOX', raw);
      } finally {
        await client.logout();
      }
    },
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A system user's uid and gid from /etc/passwd (the dovecot package creates `dovecot`). */
function idsOf(name: string): [number, number] {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`no system user ${name}`);
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
