/**
 * Preloaded into the app by scripts/six-site-check.ts (NODE_OPTIONS=--import): every name under `.localhost`
 * resolves to 127.0.0.1, as RFC 6761 reserves them for. It stands in for the DNS of the hand-written company
 * sites (the onboarding form wants a real-looking domain, and this machine's resolver does not answer .localhost
 * names); the app's outbound-fetch guard still decides whether the address may be fetched (ALLOW_PRIVATE_FETCH).
 */
import dns from 'node:dns';
import dnsPromises from 'node:dns/promises';
import { syncBuiltinESMExports } from 'node:module';

const isLoopbackName = (hostname) => typeof hostname === 'string' && /\.localhost\.?$/i.test(hostname);
const answer = (options) => {
  const all = typeof options === 'object' && options !== null && options.all;
  return all ? [{ address: '127.0.0.1', family: 4 }] : { address: '127.0.0.1', family: 4 };
};

const lookup = dns.lookup;
dns.lookup = function patchedLookup(hostname, options, callback) {
  if (!isLoopbackName(hostname)) return lookup.call(this, hostname, options, callback);
  const cb = typeof options === 'function' ? options : callback;
  const result = answer(typeof options === 'function' ? {} : options);
  process.nextTick(() => (Array.isArray(result) ? cb(null, result) : cb(null, result.address, result.family)));
};

const lookupPromise = dnsPromises.lookup;
dnsPromises.lookup = (hostname, options) =>
  isLoopbackName(hostname) ? Promise.resolve(answer(options)) : lookupPromise(hostname, options);
dns.promises.lookup = dnsPromises.lookup;
syncBuiltinESMExports();
