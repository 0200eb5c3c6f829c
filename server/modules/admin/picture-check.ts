import sharp from 'sharp';
import type { FormatEnum } from 'sharp';
import { ADMIN_IMAGE_MAX_PIXELS, adminImageTexts } from '../../../contract/admin-limits.ts';
import { sniffImageType } from './images.ts';
import type { ImageType } from './images.ts';

/** An upload that decoded as a picture, re-encoded: upright, with none of the sender's metadata. */
export type CleanPicture = { kind: 'picture'; bytes: Buffer; type: ImageType };

/** Why an upload is not kept: its status and the words the merchant reads by the field. */
export type PictureRefusal = { kind: 'refused'; status: 413 | 415; message: string };

const DECODERS: Record<ImageType, keyof FormatEnum> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

const notAPicture: PictureRefusal = {
  kind: 'refused',
  status: 415,
  message: adminImageTexts.notAPicture,
};
const tooManyPixels: PictureRefusal = {
  kind: 'refused',
  status: 413,
  message: adminImageTexts.tooManyPixels,
};

/**
 * Decodes an upload and re-encodes it in its own format (docs/decisions/0020), so what is kept
 * and served is pixels this server wrote: never the bytes as sent, their EXIF (GPS position,
 * camera) or a script behind a picture's first bytes. A picture whose header declares more
 * than ADMIN_IMAGE_MAX_PIXELS is refused before any pixel is decoded.
 */
export async function checkPicture(bytes: Buffer): Promise<CleanPicture | PictureRefusal> {
  // The first bytes choose which decoder may see the file at all: only PNG's, JPEG's or WebP's,
  // never the SVG, TIFF or PDF loaders libvips also has.
  const type = sniffImageType(bytes);
  if (!type) return notAPicture;
  const header = await readHeader(bytes);
  if (header?.format !== DECODERS[type]) return notAPicture;
  if (header.width * header.height > ADMIN_IMAGE_MAX_PIXELS) return tooManyPixels;
  const reencoded = await reencode(bytes, DECODERS[type]);
  return reencoded ? { kind: 'picture', bytes: reencoded, type } : notAPicture;
}

/**
 * The format and size the file declares. Only the header is read, so no pixel limit is needed
 * here; the declared size is what tells a too-large picture from a broken file.
 */
async function readHeader(bytes: Buffer) {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    // Every error reading a header from a buffer is about what the buffer holds.
    return null;
  }
}

/**
 * The picture decoded and written again: turned as its EXIF orientation says, every metadata
 * block left behind (sharp writes none unless asked). The pixel limit is set here too, so no
 * path through this file decodes a picture past it.
 */
async function reencode(bytes: Buffer, format: keyof FormatEnum): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: ADMIN_IMAGE_MAX_PIXELS })
      .autoOrient()
      .toFormat(format)
      .toBuffer();
  } catch {
    // A file whose header reads but whose pixels do not decode (cut short, corrupt) is no picture.
    return null;
  }
}
