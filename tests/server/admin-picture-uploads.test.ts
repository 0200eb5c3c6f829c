import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminImageTexts } from '../../contract/admin-limits.ts';
import { auditLog } from '../../server/db/schema.ts';
import { openConsole } from '../fixtures/admin-console.ts';
import type { Console } from '../fixtures/admin-console.ts';

let c: Console;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bogo-pictures-'));
  c = await openConsole({ config: { dataDir } });
});
afterAll(async () => {
  await c.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, contentType: string) {
  const response = await c.t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/images',
    headers: { ...(await c.operatorHeaders()), 'content-type': contentType },
    payload: bytes,
  });
  return { status: response.statusCode, body: response.json() };
}

/** What a shopper's browser gets at the picture's address: its type and the decoded picture. */
async function served(url: string) {
  const response = await c.t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const bytes = response.rawPayload;
  return { type: response.headers['content-type'], bytes, metadata: await sharp(bytes).metadata() };
}

/** What was kept of every upload so far: the media files and the upload rows of the audit log. */
async function kept() {
  const files = await readdir(path.join(dataDir, 'media')).catch(() => []);
  const rows = await c.t.db.select().from(auditLog).where(eq(auditLog.action, 'image.upload'));
  return { files: files.length, rows: rows.length };
}

/** A phone's EXIF: who took it and where (GPS), as a camera writes it. */
const PHONE_EXIF = {
  IFD0: { Artist: 'Merchant phone' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSMapDatum: 'WGS-84' },
};

/** A 40 × 20 picture, its top half red and its bottom half blue. */
function redOverBlue() {
  const pixels = Buffer.alloc(40 * 20 * 3);
  for (let at = 0; at < 40 * 20; at++) pixels[at * 3 + (at < 40 * 10 ? 0 : 2)] = 255;
  return sharp(pixels, { raw: { width: 40, height: 20, channels: 3 } });
}

/** A PNG whose header declares `width` × `height` pixels, with a few bytes of pixel data. */
function pngDeclaring(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // red, green, blue
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1_000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('an operator uploads a picture', () => {
  it('a PNG declaring 50000 × 50000 pixels is refused as over 40 megapixels, and nothing is kept', async () => {
    const before = await kept();
    const bomb = await upload(pngDeclaring(50_000, 50_000), 'image/png');
    expect(bomb.status).toBe(413);
    expect(bomb.body.message).toBe(
      'That picture is over 40 megapixels; make it smaller and try again',
    );
    expect(await kept()).toEqual(before);
  });

  it('a "JPEG" that is a JPEG signature followed by a script is refused as not a picture, and nothing is kept', async () => {
    const before = await kept();
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from('<script>alert(document.cookie)</script>'),
    ]);
    const refused = await upload(fake, 'image/jpeg');
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe('That file is not a PNG, JPEG or WebP picture');
    expect(await kept()).toEqual(before);
  });

  it('a PNG cut short after its header is refused as not a picture, and nothing is kept', async () => {
    const before = await kept();
    const whole = await redOverBlue().png().toBuffer();
    const refused = await upload(whole.subarray(0, 60), 'image/png');
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(adminImageTexts.notAPicture);
    expect(await kept()).toEqual(before);
  });

  it('a picture over 5 MB is refused in those words, and nothing is kept', async () => {
    const before = await kept();
    // Noise does not compress: a 1500 × 1500 PNG of it is about 6.5 MB.
    const noise = Buffer.from(
      Array.from({ length: 1_500 * 1_500 * 3 }, () => Math.floor(Math.random() * 256)),
    );
    const large = await sharp(noise, { raw: { width: 1_500, height: 1_500, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(5 * 1024 * 1024);
    const refused = await upload(large, 'image/png');
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('That picture is over 5 MB');
    expect(await kept()).toEqual(before);
  });

  it.each([
    ['JPEG', 'image/jpeg', () => redOverBlue().jpeg()],
    ['PNG', 'image/png', () => redOverBlue().png()],
    ['WebP', 'image/webp', () => redOverBlue().webp()],
  ] as const)(
    'a %s taken with a phone comes back without its GPS position or any other EXIF',
    async (_name, type, picture) => {
      const sent = await picture().withExif(PHONE_EXIF).toBuffer();
      expect((await sharp(sent).metadata()).exif).toBeDefined();
      expect(sent.includes('WGS-84')).toBe(true);

      const stored = await upload(sent, type);
      expect(stored.status, JSON.stringify(stored.body)).toBe(201);
      expect(stored.body.data.content_type).toBe(type);
      const back = await served(stored.body.data.url);
      expect(back.type).toBe(type);
      expect(back.metadata.exif).toBeUndefined();
      expect(back.bytes.includes('WGS-84')).toBe(false);
      expect(back.bytes.includes('Merchant phone')).toBe(false);
      expect([back.metadata.width, back.metadata.height]).toEqual([40, 20]);
    },
  );

  it('a photo taken sideways (EXIF orientation 6) is served upright, with no orientation left to apply', async () => {
    // Orientation 6: turn the stored pixels a quarter clockwise to see the photo as taken.
    const sideways = await redOverBlue().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await upload(sideways, 'image/jpeg');
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);

    const picture = await served(stored.body.data.url);
    expect(picture.metadata.orientation).toBeUndefined();
    expect([picture.metadata.width, picture.metadata.height]).toEqual([20, 40]);
    // Turned a quarter clockwise, the red top is the right half and the blue bottom the left.
    const { data, info } = await sharp(picture.bytes).raw().toBuffer({ resolveWithObject: true });
    const colourAt = (x: number, y: number) => {
      const [red = 0, , blue = 0] = data.subarray((y * info.width + x) * info.channels);
      return red > blue ? 'red' : 'blue';
    };
    expect([colourAt(3, 20), colourAt(16, 20)]).toEqual(['blue', 'red']);
  });

  it('a JPEG whose file name said .png is kept as the JPEG its bytes are', async () => {
    const jpeg = await redOverBlue().jpeg().toBuffer();
    const stored = await upload(jpeg, 'image/png');
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body.data.content_type).toBe('image/jpeg');
    expect(stored.body.data.url).toMatch(/\.jpg$/);
    expect((await served(stored.body.data.url)).type).toBe('image/jpeg');
  });
});
