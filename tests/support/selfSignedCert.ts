import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';

/**
 * A certificate for `localhost` and 127.0.0.1, valid one day, signed by its own key (P-256), written into
 * `dir` by the openssl command every Debian machine has: the sandbox's HTTPS for a test or a bench
 * (decision 529). Nothing trusts it but the client told to.
 */
export function selfSignedCert(dir: string): { certFile: string; keyFile: string } {
  const certFile = join(dir, 'localhost-cert.pem');
  const keyFile = join(dir, 'localhost-key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}

/** Makes this process's own HTTPS clients (Node's fetch among them) trust `certFile` besides the usual roots. */
export function trustInThisProcess(certFile: string): void {
  setDefaultCACertificates([...getCACertificates('default'), readFileSync(certFile, 'utf8')]);
}
