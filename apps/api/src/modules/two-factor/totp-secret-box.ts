import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What users.totp_secret holds, encrypted: the secret and the last time step used. */
export interface StoredTotp {
  /** Base32 secret shared with the authenticator app. */
  secret: string;
  /** Time step of the last accepted code: a code is accepted once (replay protection). */
  lastStep: number | null;
}

/** Seals TOTP secrets for the database (AES-256-GCM, bound to the user's id). */
export interface TotpSecretBox {
  seal(userId: number, value: StoredTotp): string;
  /** Undefined when the text was not sealed with this key for this user, or was altered. */
  open(userId: number, sealed: string): StoredTotp | undefined;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = 'feedline totp secret encryption v1';

/** The encryption key is derived from the API's HMAC secret, so there is no second secret to keep. */
function deriveKey(hashSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', hashSecret, 'feedline', KEY_INFO, 32));
}

// The user id is authenticated data: a sealed secret copied to another user's row does not open.
const associatedData = (userId: number) => Buffer.from(`users.totp_secret:${userId}`);

function isStoredTotp(value: unknown): value is StoredTotp {
  if (typeof value !== 'object' || value === null) return false;
  const { secret, lastStep } = value as Record<string, unknown>;
  return (
    typeof secret === 'string' &&
    secret.length > 0 &&
    (lastStep === null || (typeof lastStep === 'number' && Number.isSafeInteger(lastStep)))
  );
}

export function createTotpSecretBox(hashSecret: string): TotpSecretBox {
  const key = deriveKey(hashSecret);
  return {
    seal(userId, value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(userId));
      const plain = Buffer.from(JSON.stringify({ secret: value.secret, lastStep: value.lastStep }));
      const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(userId, sealed) {
      const [version, iv, tag, encrypted, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !encrypted || rest.length > 0) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(associatedData(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(encrypted, 'base64url')),
          decipher.final(),
        ]);
        const value: unknown = JSON.parse(plain.toString('utf8'));
        return isStoredTotp(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
