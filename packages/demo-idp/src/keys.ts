import { createPrivateKey, X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';
import type { DemoIdpKeyPair } from './types';

const CERTIFICATE_DAYS = 365;

/** A fresh RSA-2048 key and a self-signed SHA-256 certificate for signing responses. */
export async function generateKeyPair(commonName: string): Promise<DemoIdpKeyPair> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(notBeforeDate.getTime() + CERTIFICATE_DAYS * 86_400_000);
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keyType: 'rsa',
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
    ],
  });
  return { privateKeyPem: pems.private, certificatePem: pems.cert };
}

/** Fails early, with a clear message, on a key or certificate that cannot sign RSA-SHA256. */
export function assertUsableKeyPair(keyPair: DemoIdpKeyPair): void {
  const key = createPrivateKey(keyPair.privateKeyPem);
  if (key.asymmetricKeyType !== 'rsa') {
    throw new Error('demo-idp: the signing key must be an RSA key');
  }
  const certificate = new X509Certificate(keyPair.certificatePem);
  if (!certificate.checkPrivateKey(key)) {
    throw new Error('demo-idp: the certificate does not belong to the signing key');
  }
}

/** The certificate's base64 body, as metadata and KeyInfo carry it. */
export function certificateBody(certificatePem: string): string {
  return certificatePem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}
