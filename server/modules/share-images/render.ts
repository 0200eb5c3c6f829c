import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { createElement } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import satori from 'satori';
import type { ShareCard } from './card.ts';

/** The size chat apps and social sites expect of a large link preview (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The store's light palette (src/theme.ts), so the card looks like the store it links to. */
const colors = {
  background: '#FFF8F2',
  picture: '#FFEDD5',
  brand: '#C2410C',
  price: '#9A3412',
  text: '#1F1A17',
  muted: '#574E48',
  saving: '#0F766E',
  track: '#FED7AA',
};

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/** The fonts ship with the server (server/assets/fonts): nothing is downloaded at run time. */
let fonts: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  const file = (name: string) =>
    fs.readFile(fileURLToPath(new URL(`../../assets/fonts/${name}`, import.meta.url)));
  fonts ??= Promise.all([file('DejaVuSans.ttf'), file('DejaVuSans-Bold.ttf')]).then(
    ([regular, bold]) => [
      { name: 'DejaVu Sans', data: regular, weight: 400, style: 'normal' },
      { name: 'DejaVu Sans', data: bold, weight: 700, style: 'normal' },
    ],
  );
  // A failed read (a broken install) is tried again on the next image.
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}

function box(style: CSSProperties, ...children: ReactNode[]): ReactNode {
  return createElement('div', { style: { display: 'flex', ...style } }, ...children);
}

/** The card: the product's picture on the left, what the deal costs and how full it is beside it. */
function cardElement(card: ShareCard, picture: string | null): ReactNode {
  const side = SHARE_IMAGE_HEIGHT;
  return box(
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      backgroundColor: colors.background,
      fontFamily: 'DejaVu Sans',
      color: colors.text,
    },
    box(
      {
        width: side,
        height: side,
        flexShrink: 0,
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: colors.picture,
        color: colors.brand,
        fontSize: 64,
        fontWeight: 700,
      },
      // Without a picture of its own the card still carries the store's name there.
      picture ? createElement('img', { src: picture, width: side, height: side }) : 'BOGO',
    ),
    box(
      { flexDirection: 'column', flexGrow: 1, padding: '48px 52px', gap: 22, minWidth: 0 },
      box(
        { fontSize: 28, fontWeight: 700, color: colors.brand, letterSpacing: 1 },
        'BOGO Together',
      ),
      createElement(
        'div',
        {
          style: {
            display: 'block',
            fontSize: 44,
            fontWeight: 700,
            lineHeight: 1.2,
            lineClamp: 3,
          },
        },
        card.title,
      ),
      box({ flexGrow: 1 }),
      box(
        { alignItems: 'baseline', gap: 12, whiteSpace: 'nowrap' },
        box({ fontSize: 56, fontWeight: 700, color: colors.price }, card.price),
        box({ fontSize: 30, color: colors.muted }, 'each'),
      ),
      (card.regularPrice || card.saving) &&
        box(
          { alignItems: 'center', gap: 20 },
          card.regularPrice &&
            box(
              { fontSize: 30, color: colors.muted, textDecoration: 'line-through' },
              card.regularPrice,
            ),
          card.saving &&
            box(
              {
                fontSize: 28,
                fontWeight: 700,
                color: '#FFFFFF',
                backgroundColor: colors.saving,
                borderRadius: 999,
                padding: '6px 20px',
              },
              card.saving,
            ),
        ),
      box(
        { height: 18, borderRadius: 9, backgroundColor: colors.track, overflow: 'hidden' },
        box({ width: `${card.percentFilled}%`, height: 18, backgroundColor: colors.brand }),
      ),
      box(
        { fontSize: 30, fontWeight: 700 },
        card.ended ? `${card.joined} · Deal ended` : card.joined,
      ),
    ),
  );
}

/** The card as a 1200×630 PNG. `picture` is a data: URI (the server never fetches a picture). */
export async function renderShareImage(card: ShareCard, picture: string | null): Promise<Buffer> {
  const svg = await satori(cardElement(card, picture), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH } }).render().asPng();
}
