import PDFDocument from 'pdfkit';

export type ReceiptContent = {
  storeName: string;
  orderNumber: string;
  orderType: 'group' | 'solo';
  paidAt: Date;
  buyerEmail: string;
  dealTitle: string;
  productName: string;
  /** One map of attribute to option per unit; empty when the product has no variations. */
  unitVariants: Record<string, string>[];
  quantity: number;
  unitPrice: string;
  total: string;
  /** 'Visa ending 4242', when the card is known. */
  card: string | null;
  /** The refunds made on the order, oldest first; amounts in dollars ('4.00'). */
  refunds: { amount: string; at: Date; reason: string }[];
  /** What the shopper paid once the refunds are taken off, in dollars. */
  netPaid: string;
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * The receipt of a charged order as a one-page PDF. Text streams are left uncompressed: the
 * file is small either way, and its words stay searchable by plain tools.
 */
export function renderReceiptPdf(receipt: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: false,
    info: {
      // Dated by what it records, not when it was drawn: the same order makes the same bytes.
      CreationDate: receipt.refunds.at(-1)?.at ?? receipt.paidAt,
      Title: `Receipt ${receipt.orderNumber}`,
      Author: receipt.storeName,
      Subject: receipt.dealTitle,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text(receipt.storeName);
  doc.font('Helvetica').fontSize(12).fillColor('#555').text('Receipt').moveDown(1.5);

  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fillColor('#000').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  line('Order number', receipt.orderNumber);
  line('Date', `${dateFormat.format(receipt.paidAt)} UTC`);
  line('Order type', receipt.orderType === 'group' ? 'Group Deal' : 'Solo Buy');
  line('Billed to', receipt.buyerEmail);
  doc.moveDown();

  line('Product', receipt.productName);
  line('Deal', receipt.dealTitle);
  line('Units', String(receipt.quantity));
  receipt.unitVariants.forEach((variant, index) => {
    const choice = Object.entries(variant)
      .map(([attribute, option]) => `${attribute}: ${option}`)
      .join(', ');
    if (choice) doc.font('Helvetica').text(`    Unit ${index + 1}: ${choice}`);
  });
  line('Unit price', `$${receipt.unitPrice}`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(14).text(`Total: $${receipt.total} USD`);
  doc.fontSize(12).moveDown(0.5);
  if (receipt.card) line('Payment', receipt.card);
  if (receipt.refunds.length === 0) {
    line('Status', 'Paid');
  } else {
    doc.moveDown(0.5);
    receipt.refunds.forEach((refund) =>
      line(
        'Refunded',
        `$${refund.amount} on ${dateFormat.format(refund.at)} UTC (${refund.reason})`,
      ),
    );
    doc.font('Helvetica-Bold').fontSize(14).text(`Net paid: $${receipt.netPaid} USD`);
    doc.fontSize(12).moveDown(0.5);
    line('Status', receipt.netPaid === '0.00' ? 'Refunded' : 'Partially refunded');
  }

  doc.moveDown(2).font('Helvetica').fontSize(10).fillColor('#555');
  doc.text(
    `Thank you for shopping with ${receipt.storeName}. Quote ${receipt.orderNumber} if you contact us about this order.`,
  );
  doc.end();
  return done;
}
