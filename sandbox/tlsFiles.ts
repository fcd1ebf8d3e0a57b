import { readFileSync } from 'node:fs';

/**
 * The certificate and key `EPD_TLS_CERT` and `EPD_TLS_KEY` name (PEM files), read; neither set is plain
 * HTTP. One without the other, or a file that cannot be read, stops the start with what to fix.
 */
export function tlsFiles(certFile?: string, keyFile?: string): { cert: Buffer; key: Buffer } | undefined {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new Error(
      'Set both EPD_TLS_CERT (the certificate, PEM) and EPD_TLS_KEY (its private key, PEM) to serve HTTPS, or neither for HTTP.',
    );
  const read = (variable: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new Error(`${variable} names ${file}, which cannot be read: ${(error as Error).message}`);
    }
  };
  return { cert: read('EPD_TLS_CERT', certFile), key: read('EPD_TLS_KEY', keyFile) };
}
