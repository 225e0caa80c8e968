import { isIP } from 'node:net';
import os from 'node:os';
import type { RequestHandler } from 'express';
import { forbidden } from '../errors';

/**
 * DNS-rebinding defence, as Vite's `server.allowedHosts`: a page on attacker.example can re-point its own name at
 * this server (on a LAN, or on localhost) and then talk to it same-origin, its `Host` and `Origin` both saying
 * attacker.example, so an origin check alone lets it register the first (admin) account of a fresh install.
 * A browser sends the name it resolved, so refusing names this server does not answer to ends the attack.
 *
 * Always allowed: IP literals (a browser only sends one when the page itself is on that address, and load
 * balancers probe by IP) and `localhost` / `*.localhost` (browsers resolve those to loopback themselves).
 * Then the host of APP_ORIGIN when it is set, or else this machine's own names; and ALLOWED_HOSTS in both cases
 * (`.example.com` allows the domain and its subdomains).
 */
export type HostPolicy = { appOrigin: string | undefined; allowedHosts: readonly string[] };

const normalise = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** This machine's names: the hostname, its short form, and the mDNS `.local` name LAN browsers use. */
function machineNames(): string[] {
  const full = normalise(os.hostname());
  const short = full.split('.')[0] ?? full;
  return [full, short, `${short}.local`].filter(Boolean);
}

export function allowedHostMatcher(policy: HostPolicy): (hostname: string) => boolean {
  const names = new Set<string>();
  const suffixes: string[] = [];
  const configured = [
    ...(policy.appOrigin ? [new URL(policy.appOrigin).hostname] : machineNames()),
    ...policy.allowedHosts,
  ];
  for (const entry of configured.map(normalise)) {
    if (entry.startsWith('.')) {
      suffixes.push(entry);
      names.add(entry.slice(1));
    } else if (entry) names.add(entry);
  }
  return (raw) => {
    const host = normalise(raw);
    const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    if (isIP(bare) !== 0) return true;
    if (host === 'localhost' || host.endsWith('.localhost')) return true;
    return names.has(host) || suffixes.some((s) => host.endsWith(s));
  };
}

/** Refuses (403) any request whose Host (or trusted X-Forwarded-Host) this server does not answer to. */
export function hostCheck(policy: HostPolicy): RequestHandler {
  const allowed = allowedHostMatcher(policy);
  return (req, _res, next) => {
    // Express's req.hostname: the Host header without its port (X-Forwarded-Host behind a trusted proxy).
    const hostname = req.hostname;
    if (hostname && allowed(hostname)) return next();
    next(
      forbidden(
        hostname
          ? `Blocked request: this server does not answer to the host "${hostname}". Add it to ALLOWED_HOSTS (or set APP_ORIGIN) to allow it.`
          : 'Blocked request: the Host header is missing.',
      ),
    );
  };
}
