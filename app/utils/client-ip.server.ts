// Which address is the client's. Behind a reverse proxy the socket address is the proxy's and the
// client is in X-Forwarded-For, but any client can send that header: only the entries added by proxies
// we trust count. TRUST_PROXY follows Express's 'trust proxy' semantics: a number of hops, or a
// comma-separated list of proxy addresses / CIDR subnets (and the names loopback, linklocal,
// uniquelocal). server.mjs resolves the address once per request and hands it to the app as
// x-client-ip, replacing any client-sent value.
import { BlockList, isIP } from 'node:net'
import type { IncomingMessage } from 'node:http'

export type TrustProxy = false | number | string[]

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** Parses TRUST_PROXY; throws on values that would trust any forwarded address. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const v = (raw ?? '').trim()
  if (v === '' || v === 'false' || v === '0') return false
  // 'true' used to mean "believe every X-Forwarded-For": one hop is what a single proxy needs
  if (v === 'true') return 1
  if (/^\d+$/.test(v)) return Number(v)
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const item of list) {
    if (NAMED[item]) continue
    const [addr, bits] = item.split('/')
    if (!addr || !isIP(addr) || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(
        `TRUST_PROXY: "${item}" is neither a hop count nor a proxy address or subnet (e.g. 1, or 10.0.0.5, 10.0.0.0/8, loopback)`,
      )
  }
  return list
}

/** The value for Express's app.set('trust proxy', ...), so req.ip and req.protocol agree. */
export function expressTrustProxy(trust: TrustProxy): boolean | number | string {
  return Array.isArray(trust) ? trust.join(',') : trust
}

function normalize(addr: string) {
  return addr.startsWith('::ffff:') && isIP(addr.slice(7)) === 4 ? addr.slice(7) : addr
}

function blockListOf(list: string[]) {
  const bl = new BlockList()
  for (const item of list.flatMap((i) => NAMED[i] ?? [i])) {
    const [addr, bits] = item.split('/') as [string, string | undefined]
    const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) bl.addAddress(addr, type)
    else bl.addSubnet(addr, Number(bits), type)
  }
  return bl
}

/** Returns (address, hop index) => trusted, like proxy-addr's compiled functions. */
export function compileTrust(trust: TrustProxy): (addr: string, hop: number) => boolean {
  if (trust === false) return () => false
  if (typeof trust === 'number') return (_addr, hop) => hop < trust
  const bl = blockListOf(trust)
  return (addr) => {
    const a = normalize(addr)
    const type = isIP(a)
    return type !== 0 && bl.check(a, type === 6 ? 'ipv6' : 'ipv4')
  }
}

/**
 * The client address: walk from the socket back through X-Forwarded-For (right to left) while the
 * address at hand is a trusted proxy; the first untrusted one is the client.
 */
export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: (addr: string, hop: number) => boolean,
): string {
  const chain = [normalize(socketAddress ?? '')]
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const forwarded = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse()
  chain.push(...forwarded.map(normalize))
  for (let i = 0; i < chain.length - 1; i++) {
    if (!trusted(chain[i]!, i)) return chain[i]!
  }
  return chain[chain.length - 1]!
}

/** For server.mjs: a function that sets x-client-ip on each incoming request. */
export function createClientIpResolver(raw = process.env.TRUST_PROXY) {
  const trust = parseTrustProxy(raw)
  const trusted = compileTrust(trust)
  return {
    trust,
    expressValue: expressTrustProxy(trust),
    /** The request's socket is a proxy we trust (its X-Request-Id and the like count). */
    fromTrustedProxy(req: IncomingMessage) {
      return trust !== false && trusted(normalize(req.socket.remoteAddress ?? ''), 0)
    },
    assign(req: IncomingMessage) {
      req.headers['x-client-ip'] = resolveClientIp(
        req.socket.remoteAddress,
        req.headers['x-forwarded-for'],
        trusted,
      )
    },
  }
}
