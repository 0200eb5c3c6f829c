import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { PackingSlipContent } from './packing-slip.ts';
import { packingSlipTexts as texts } from './texts.ts';

const fontFile = (name: string) =>
  fileURLToPath(new URL(`../../assets/fonts/${name}`, import.meta.url));

/** The fonts ship with the server; read once, on the first slip. */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function slipFonts() {
  fonts ??= {
    regular: readFileSync(fontFile('DejaVuSans.ttf')),
    bold: readFileSync(fontFile('DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/**
 * The text as the slip's font can print it. DejaVu Sans prints the accents and scripts of an
 * address (Montréal, Łódź, Αθήνα), which the PDF's built-in fonts cannot; it has no emoji, which
 * would print as empty boxes, so they are left out (docs/decisions/0038).
 */
export function printable(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function addressLines(shipTo: NonNullable<PackingSlipContent['shipTo']>): string[] {
  const cityLine = [shipTo.city, shipTo.state, shipTo.zipCode].filter(Boolean).join(' ');
  return [shipTo.fullName, shipTo.addressLine1, shipTo.addressLine2 ?? '', cityLine, shipTo.country]
    .map(printable)
    .filter(Boolean);
}

/**
 * An order's packing slip as a one-page PDF: the store, the order number, where the parcel goes
 * and each kind of unit with its options and count; no prices, since it travels in the parcel.
 * Text streams are left uncompressed, as the receipts' are, so its words stay searchable.
 */
export function renderPackingSlipPdf(slip: PackingSlipContent, storeName: string): Promise<Buffer> {
  const { regular, bold } = slipFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    compress: false,
    info: {
      CreationDate: slip.placedAt,
      Title: `${texts.title} ${slip.orderNumber}`,
      Author: storeName,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).text(storeName);
  doc.font('regular').fontSize(12).fillColor('#555').text(texts.title).moveDown();
  const field = (label: string, value: string) => {
    doc.font('bold').fillColor('#000').text(`${label}: `, { continued: true });
    doc.font('regular').text(value);
  };
  field(texts.orderNumber, slip.orderNumber);
  field(texts.placed, dateFormat.format(slip.placedAt));
  doc.moveDown();

  doc.font('bold').fontSize(14).text(texts.shipTo);
  doc.font('regular').fontSize(13);
  if (slip.shipTo) {
    for (const line of addressLines(slip.shipTo)) doc.text(line);
    if (slip.shipTo.phone) doc.fontSize(11).text(`${texts.phone}: ${printable(slip.shipTo.phone)}`);
  }
  doc.moveDown();

  drawItems(doc, slip);
  if (slip.shipment) {
    doc.moveDown().font('regular').fontSize(11);
    doc.text(
      texts.shipment(printable(slip.shipment.carrier), printable(slip.shipment.trackingNumber)),
    );
  }
  doc.moveDown(2).font('regular').fontSize(9).fillColor('#555');
  doc.text(texts.footer(storeName, slip.orderNumber));
  doc.end();
  return done;
}

/** The items as a two-column list: the count of each kind of unit, then what it is. */
function drawItems(doc: PDFKit.PDFDocument, slip: PackingSlipContent) {
  const left = doc.page.margins.left;
  const itemX = left + 48;
  const itemWidth = doc.page.width - doc.page.margins.right - itemX;
  doc.font('bold').fontSize(14).fillColor('#000').text(texts.items);
  doc.moveDown(0.3).fontSize(10).fillColor('#555');
  const headingY = doc.y;
  doc.text(texts.quantity, left, headingY).text(texts.item, itemX, headingY);
  for (const line of slip.lines) {
    doc.moveDown(0.4);
    const y = doc.y;
    doc.font('bold').fontSize(13).fillColor('#000').text(String(line.quantity), left, y);
    doc.text(printable(line.product), itemX, y, { width: itemWidth });
    doc.font('regular').fontSize(11);
    if (line.choices) doc.text(printable(line.choices), itemX, doc.y, { width: itemWidth });
    doc.fillColor('#555').text(printable(line.deal), itemX, doc.y, { width: itemWidth });
  }
  doc.moveDown().font('bold').fontSize(11).fillColor('#000');
  doc.text(texts.totalUnits(slip.quantity), left, doc.y);
}
