import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv, parseTrustProxy } from "~/config.server";
import { clientAddress } from "./client-ip";

const trust = (value: string) => parseTrustProxy(value)!;

describe("TRUST_PROXY", () => {
  it.each([
    ["false", { hops: 0 }],
    ["0", { hops: 0 }],
    ["true", { hops: 1 }],
    ["1", { hops: 1 }],
    ["2", { hops: 2 }],
    ["127.0.0.1", { proxies: ["127.0.0.1"] }],
    [" 127.0.0.1 , 10.0.0.0/8,::1 ", { proxies: ["127.0.0.1", "10.0.0.0/8", "::1"] }],
    ["loopback", { proxies: ["loopback"] }],
  ])("reads %j", (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it("is off when absent", () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
  });

  it.each(["talvez", "-1", "99", "10.0.0.0/33", "10.0.0.300", "127.0.0.1,,nginx", ","])(
    "refuses %j with one line naming the variable",
    (value) => {
      let error: unknown;
      try {
        parseEnv({ TRUST_PROXY: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^Configuração inválida: TRUST_PROXY deve ser .*\n?$/);
      expect((error as Error).message).not.toContain("\n");
    },
  );
});

describe("the client's address", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.7", "1.2.3.4", trust("false"))).toBe("203.0.113.7");
    expect(clientAddress(undefined, "1.2.3.4", trust("false"))).toBe("desconhecido");
  });

  it("with one hop, is the entry the proxy appended (the rightmost), never the one the client wrote", () => {
    // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw.
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.23", trust("1"))).toBe("198.51.100.23");
    expect(clientAddress("127.0.0.1", "6.6.6.6,198.51.100.23", trust("true"))).toBe("198.51.100.23");
    expect(clientAddress("127.0.0.1", "198.51.100.23", trust("1"))).toBe("198.51.100.23");
    // Several entries the client wrote (or several header lines, which arrive joined by commas).
    expect(clientAddress("127.0.0.1", "6.6.6.6, 7.7.7.7, 198.51.100.23", trust("1"))).toBe("198.51.100.23");
    // Reached directly, without the header: the socket.
    expect(clientAddress("127.0.0.1", undefined, trust("1"))).toBe("127.0.0.1");
  });

  it("with N hops, is the entry N-1 from the right", () => {
    // client -> CDN -> nginx -> app: nginx appends the CDN's address, the CDN the client's.
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.23, 203.0.113.1", trust("2"))).toBe("198.51.100.23");
    expect(clientAddress("127.0.0.1", "6.6.6.6, 5.5.5.5, 198.51.100.23, 203.0.113.1, 10.0.0.2", trust("3"))).toBe(
      "198.51.100.23",
    );
  });

  it("with a list, walks from the socket peer leftwards past the listed proxies and stops at the first other address", () => {
    const proxies = trust("127.0.0.1,10.0.0.0/8");
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.23", proxies)).toBe("198.51.100.23");
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.23, 10.1.2.3, 10.9.9.9", proxies)).toBe("198.51.100.23");
    // A client claiming to be a proxy gets nothing for it: its own entry is still to the left of one it did not write.
    expect(clientAddress("127.0.0.1", "10.0.0.1, 198.51.100.23", proxies)).toBe("198.51.100.23");
    // Every hop trusted: the leftmost one written by a trusted hop.
    expect(clientAddress("127.0.0.1", "10.0.0.5", proxies)).toBe("10.0.0.5");
    // IPv4-mapped socket addresses (a dual-stack listener) match IPv4 entries.
    expect(clientAddress("::ffff:127.0.0.1", "6.6.6.6, 198.51.100.23", proxies)).toBe("198.51.100.23");
    expect(clientAddress("::1", "198.51.100.23", trust("::1"))).toBe("198.51.100.23");
  });

  it("believes X-Forwarded-For only when the socket peer is a listed proxy", () => {
    const proxies = trust("10.0.0.0/8");
    expect(clientAddress("198.51.100.99", "10.0.0.1, 1.2.3.4", proxies)).toBe("198.51.100.99");
    expect(clientAddress("127.0.0.1", "1.2.3.4", proxies)).toBe("127.0.0.1");
  });

  it("stops at an entry that is not an address, and cuts a long one", () => {
    expect(clientAddress("127.0.0.1", "1.2.3.4, not-an-ip", trust("127.0.0.1"))).toBe("not-an-ip");
    expect(clientAddress("127.0.0.1", "x".repeat(500), trust("1"))).toHaveLength(64);
  });
});
