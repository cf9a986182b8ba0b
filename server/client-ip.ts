// The client's address, for rate limits and logs. Behind proxies it is the
// rightmost X-Forwarded-For entry that a trusted hop wrote: walking from the
// socket peer leftwards, each trusted hop vouches for the entry before it, and
// the first hop not trusted is the client. Entries further left are whatever
// the client wrote, never used.
//
// proxy-addr does the walk and the CIDR matching: it is Express's own
// trust-proxy rule (hop counts, address lists, IPv4-mapped IPv6), small and
// long-lived, so we neither hand-write XFF parsing nor invent a variant of the
// rule. (node:net's BlockList matches CIDRs too, but leaves the walk and the
// "a/b" parsing to us.)
import { getConnInfo } from "@hono/node-server/conninfo";
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import proxyAddr from "proxy-addr";
import type { TrustProxy } from "~/config.server";

type TrustFunction = (address: string, hop: number) => boolean;

const compiled = new WeakMap<TrustProxy, TrustFunction>();

/** hop 0 is the socket peer, hop 1 the rightmost X-Forwarded-For entry, and so on. */
function trustFunction(trust: TrustProxy): TrustFunction {
  let fn = compiled.get(trust);
  if (!fn) {
    if ("proxies" in trust) fn = proxyAddr.compile(trust.proxies);
    else {
      const hops = trust.hops;
      fn = (_address, hop) => hop < hops;
    }
    compiled.set(trust, fn);
  }
  return fn;
}

/**
 * The client's address from the socket peer's and the X-Forwarded-For header
 * (every X-Forwarded-For line, joined by commas). With `{ hops: N }` the entry
 * N-1 from the right (or the leftmost, when there are fewer); with a list of
 * proxies, the rightmost entry not in the list, believed only when the socket
 * peer itself is in it.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  if (!socketAddress) return "desconhecido";
  if ("hops" in trust && trust.hops === 0) return socketAddress;
  // proxy-addr reads only these two fields of the request.
  const request = { socket: { remoteAddress: socketAddress }, headers: { "x-forwarded-for": forwardedFor } };
  const address = proxyAddr(request as unknown as IncomingMessage, trustFunction(trust));
  // A trusted proxy writes one address per hop; the cut only bounds a misconfigured chain's key.
  return address ? address.slice(0, 64) : socketAddress;
}

export function clientIp(c: Context, trust: TrustProxy): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    return "desconhecido";
  }
  return clientAddress(socketAddress, c.req.header("X-Forwarded-For"), trust);
}
