// Test certificates for the fake Pix provider, made at test time with the
// openssl CLI (no key material is committed): a CA, a server certificate for
// 127.0.0.1/localhost, a client certificate as PEM and as PKCS#12 with a
// passphrase, and a second client signed by another CA (which the fake must refuse).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TestCertificates {
  dir: string;
  /** The test CA that signs the server and the accepted client (PEM file path). */
  caFile: string;
  serverCertFile: string;
  serverKeyFile: string;
  clientCertFile: string;
  clientKeyFile: string;
  /** The same client certificate and key as PKCS#12, protected by `p12Passphrase`. */
  clientP12File: string;
  p12Passphrase: string;
  /** A well-formed client certificate from a CA the fake does not trust. */
  strangerCertFile: string;
  strangerKeyFile: string;
  remove(): void;
}

function openssl(args: string[], cwd: string): void {
  execFileSync("openssl", args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
}

function makeCa(dir: string, name: string): void {
  openssl(
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${name}`,
      "-keyout",
      `${name}.key`,
      "-out",
      `${name}.pem`,
    ],
    dir,
  );
}

/** A key and a certificate signed by `ca`, with the given extensions. */
function makeLeaf(dir: string, name: string, ca: string, extensions: string): void {
  fs.writeFileSync(path.join(dir, `${name}.ext`), extensions);
  openssl(["req", "-newkey", "rsa:2048", "-nodes", "-subj", `/CN=${name}`, "-keyout", `${name}.key`, "-out", `${name}.csr`], dir);
  openssl(
    [
      "x509",
      "-req",
      "-in",
      `${name}.csr`,
      "-CA",
      `${ca}.pem`,
      "-CAkey",
      `${ca}.key`,
      "-CAcreateserial",
      "-days",
      "2",
      "-extfile",
      `${name}.ext`,
      "-out",
      `${name}.pem`,
    ],
    dir,
  );
}

export function makeTestCertificates(): TestCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-pix-certs-"));
  const p12Passphrase = "senha-do-certificado";
  makeCa(dir, "test-ca");
  makeCa(dir, "stranger-ca");
  makeLeaf(
    dir,
    "server",
    "test-ca",
    "basicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth,clientAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n",
  );
  makeLeaf(dir, "client", "test-ca", "basicConstraints=CA:FALSE\nextendedKeyUsage=clientAuth\n");
  makeLeaf(dir, "stranger", "stranger-ca", "basicConstraints=CA:FALSE\nextendedKeyUsage=clientAuth\n");
  // AES-256 and SHA-256 so OpenSSL 3 without the legacy provider reads the file back.
  openssl(
    [
      "pkcs12",
      "-export",
      "-inkey",
      "client.key",
      "-in",
      "client.pem",
      "-certfile",
      "test-ca.pem",
      "-passout",
      `pass:${p12Passphrase}`,
      "-keypbe",
      "AES-256-CBC",
      "-certpbe",
      "AES-256-CBC",
      "-macalg",
      "sha256",
      "-out",
      "client.p12",
    ],
    dir,
  );
  const file = (name: string) => path.join(dir, name);
  return {
    dir,
    caFile: file("test-ca.pem"),
    serverCertFile: file("server.pem"),
    serverKeyFile: file("server.key"),
    clientCertFile: file("client.pem"),
    clientKeyFile: file("client.key"),
    clientP12File: file("client.p12"),
    p12Passphrase,
    strangerCertFile: file("stranger.pem"),
    strangerKeyFile: file("stranger.key"),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
