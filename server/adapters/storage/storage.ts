/**
 * Where uploaded files (product images) are kept: a folder of the data directory by default, a
 * bucket later. Files are addressed by a name the caller derives from their content, so a name
 * never changes meaning and can be cached for good.
 */
export type MediaStorage = {
  /** Stores the bytes under `name`; storing the same name again changes nothing. */
  put(name: string, content: Buffer, contentType: string): Promise<void>;
  /** The bytes stored under `name`, or null when there are none. */
  get(name: string): Promise<Buffer | null>;
};

/** A stored name: hex hash and an extension, nothing a path could be built from. */
export const MEDIA_NAME = /^[0-9a-f]{64}\.(png|jpg|webp)$/;
