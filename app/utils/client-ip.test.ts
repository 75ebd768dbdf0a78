import { describe, expect, test } from 'vitest'
import { compileTrust, parseTrustProxy, resolveClientIp } from './client-ip.server'

const ip = (raw: string | undefined, socket: string, xff?: string) =>
  resolveClientIp(socket, xff, compileTrust(parseTrustProxy(raw)))

describe('client address behind proxies', () => {
  test('without TRUST_PROXY the socket address is the client, whatever X-Forwarded-For says', () => {
    expect(ip(undefined, '198.51.100.7', '1.2.3.4')).toBe('198.51.100.7')
    expect(ip('false', '198.51.100.7', '1.2.3.4')).toBe('198.51.100.7')
  })

  test('one hop: the address the proxy appended, not one the client sent before it', () => {
    // the client sent "X-Forwarded-For: 1.2.3.4"; the proxy (127.0.0.1) appended the real address
    expect(ip('1', '127.0.0.1', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7')
    // TRUST_PROXY=true means one hop now, not "believe the whole header"
    expect(ip('true', '127.0.0.1', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7')
  })

  test('two hops', () => {
    expect(ip('2', '10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.1')).toBe('198.51.100.7')
  })

  test('a list of proxy addresses: only those are skipped', () => {
    const raw = '10.0.0.0/8, 127.0.0.1'
    expect(ip(raw, '127.0.0.1', '1.2.3.4, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7')
    // a request straight from an untrusted address: its header is ignored
    expect(ip(raw, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9')
    expect(ip('loopback', '::ffff:127.0.0.1', '198.51.100.7')).toBe('198.51.100.7')
  })

  test('rejects values that are not hops or addresses', () => {
    expect(() => parseTrustProxy('yes please')).toThrow(/TRUST_PROXY/)
    expect(() => parseTrustProxy('*')).toThrow(/TRUST_PROXY/)
  })
})
