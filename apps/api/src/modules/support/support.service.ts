import { createHmac } from 'node:crypto';

/** HMAC-SHA256 (hex) of the e-mail address: the chat vendor's identity-verification hash. */
export function chatIdentityHash(secret: string, email: string): string {
  return createHmac('sha256', secret).update(email).digest('hex');
}
