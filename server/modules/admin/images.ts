import { createHash } from 'node:crypto';
import type { MediaStorage } from '../../adapters/storage/storage.ts';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const EXTENSIONS: Record<ImageType, 'png' | 'jpg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const CONTENT_TYPES: Record<string, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

/** The image type the bytes themselves say (magic numbers), whatever the request claimed; null if none. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/**
 * Stores an image under the hash of its bytes. Uploads are re-encoded the same way every time,
 * so the same picture uploaded twice is still one file.
 */
export async function storeImage(
  storage: MediaStorage,
  bytes: Buffer,
  type: ImageType,
): Promise<{ name: string; url: string }> {
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSIONS[type]}`;
  await storage.put(name, bytes, type);
  return { name, url: `/media/${name}` };
}
