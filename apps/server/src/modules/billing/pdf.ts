import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TaxDocument } from '@mandap/shared/schemas/billing';
import {
  documentAmount,
  documentDate,
  TAX_DOCUMENT_TEXTS as T,
} from '@mandap/shared/tax-documents';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

// A tax document as a PDF (issue 30, decision 0074): A4, real text (extractable, searchable),
// every field CGST Rules rule 46 (invoices) and rule 53 (credit notes) ask for. One font for all
// of it: Noto Sans Devanagari, which has Latin, the rupee sign and Devanagari, so a firm's name in
// Hindi prints as it is typed; pdfkit lays text out with fontkit, which shapes Indic scripts
// (conjuncts, the reph, vowel signs), and embeds the subset of the font the document uses. The
// font comes from an npm package, so a server without Debian's fonts prints the same.

const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const REGULAR = 'NotoSansDevanagari-Regular';
const BOLD = 'NotoSansDevanagari-Bold';

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The two faces, read once per process (about 220 KB each). */
function documentFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFileSync(require.resolve(`${FONT_PACKAGE}/${file}`));
    fonts = {
      regular: read('400Regular/NotoSansDevanagari_400Regular.ttf'),
      bold: read('700Bold/NotoSansDevanagari_700Bold.ttf'),
    };
  }
  return fonts;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = '#1c1917';
const MUTED = '#57534e';
const RULE = '#d6d3d1';
const MAROON = '#7f1d1d';
const SPECIMEN_RED = '#b91c1c';

type Pdf = PDFKit.PDFDocument;

function write(pdf: Pdf, chunks: Buffer[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/** A label and its value under it; returns the y below them. */
function field(pdf: Pdf, label: string, value: string, x: number, y: number, width: number) {
  pdf.font(REGULAR).fontSize(8).fillColor(MUTED).text(label, x, y, { width });
  const valueY = pdf.y;
  pdf.font(BOLD).fontSize(9.5).fillColor(INK).text(value, x, valueY, { width });
  return pdf.y + 6;
}

/** A party (supplier or recipient): name, address, GSTIN and state; returns the y below it. */
function party(
  pdf: Pdf,
  heading: string,
  who: TaxDocument['supplier'],
  x: number,
  y: number,
  width: number,
) {
  pdf.font(REGULAR).fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width });
  pdf
    .font(BOLD)
    .fontSize(12)
    .fillColor(INK)
    .text(who.name, x, pdf.y + 2, { width });
  pdf
    .font(REGULAR)
    .fontSize(9)
    .text(who.address, x, pdf.y + 1, { width });
  pdf.text(`${T.gstin}: ${who.gstin ?? T.unregistered}`, x, pdf.y + 3, { width });
  pdf.text(`${T.state}: ${T.stateName(who.stateCode)}`, x, pdf.y, { width });
  return pdf.y;
}

/**
 * The big diagonal SPECIMEN behind everything else, drawn as the font's outlines rather than as
 * text: it is seen, but it does not break the document's text into stray letters when the text is
 * copied, searched or read aloud. The banner above says in words what it means.
 */
let watermark: { run: fontkit.GlyphRun; unitsPerEm: number } | undefined;

function specimenMarks(pdf: Pdf, boldFont: Buffer) {
  if (!watermark) {
    const font = fontkit.create(boldFont);
    if (!('layout' in font)) throw new Error('the bold face is a font collection');
    watermark = { run: font.layout(T.specimen), unitsPerEm: font.unitsPerEm };
  }
  const { run, unitsPerEm } = watermark;
  const size = 110;
  const scale = size / unitsPerEm;
  const width = run.advanceWidth * scale;
  pdf.save();
  pdf.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  // The outlines' y grows upwards; the page's downwards.
  pdf.translate((PAGE.width - width) / 2, PAGE.height / 2 + size * 0.35);
  pdf.scale(scale, -scale);
  let x = 0;
  run.glyphs.forEach((glyph, index) => {
    pdf.save();
    pdf.translate(x, 0);
    pdf.path(glyph.path.toSVG()).fillColor(SPECIMEN_RED).fillOpacity(0.12).fill();
    pdf.restore();
    x += run.positions[index]?.xAdvance ?? glyph.advanceWidth;
  });
  pdf.restore();
  pdf
    .rect(MARGIN, MARGIN - 18, WIDTH, 24)
    .fillColor(SPECIMEN_RED)
    .fillOpacity(1)
    .fill();
  pdf
    .font(BOLD)
    .fontSize(9)
    .fillColor('#ffffff')
    .text(`${T.specimen}: ${T.specimenNote}`, MARGIN + 8, MARGIN - 12, {
      width: WIDTH - 16,
      align: 'center',
    });
}

/** The document's PDF, byte for byte the same each time it is made. */
export function renderDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  const { regular, bold } = documentFonts();
  const title = T.titles[doc.kind];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.supplier.name,
      Subject: `${title} ${doc.number}, ${documentDate(doc.issuedAt)}`,
      Creator: 'Mandap',
      Producer: 'Mandap',
      // Its issue time, so that the same document always makes the same file.
      CreationDate: new Date(doc.issuedAt),
      ModDate: new Date(doc.issuedAt),
    },
  });
  const done = write(pdf, []);
  pdf.registerFont(REGULAR, regular);
  pdf.registerFont(BOLD, bold);

  if (doc.specimen) specimenMarks(pdf, bold);

  // The title and the supplier.
  const top = MARGIN + (doc.specimen ? 18 : 0);
  const rightX = MARGIN + WIDTH * 0.58;
  const rightWidth = WIDTH * 0.42;
  pdf
    .font(BOLD)
    .fontSize(22)
    .fillColor(MAROON)
    .text(title, rightX, top, { width: rightWidth, align: 'right' });
  pdf
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(T.subtitles[doc.kind], rightX, pdf.y, { width: rightWidth, align: 'right' });
  if (doc.specimen) {
    pdf
      .font(BOLD)
      .fontSize(14)
      .fillColor(SPECIMEN_RED)
      .text(T.specimen, rightX, pdf.y + 2, { width: rightWidth, align: 'right' });
  }
  const titleBottom = pdf.y;
  const supplierBottom = party(pdf, T.supplier, doc.supplier, MARGIN, top, WIDTH * 0.55);

  // The document's particulars, and whom it is made out to.
  let y = Math.max(titleBottom, supplierBottom) + 14;
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  const recipientBottom = party(pdf, T.recipient, doc.recipient, MARGIN, y, WIDTH * 0.55);
  let metaY = y;
  metaY = field(pdf, T.number[doc.kind], doc.number, rightX, metaY, rightWidth);
  metaY = field(pdf, T.date, documentDate(doc.issuedAt), rightX, metaY, rightWidth);
  if (doc.refersToNumber) {
    metaY = field(pdf, T.refersTo, doc.refersToNumber, rightX, metaY, rightWidth);
  }
  metaY = field(pdf, T.placeOfSupply, T.stateName(doc.placeOfSupply), rightX, metaY, rightWidth);
  metaY = field(pdf, T.reverseCharge, T.reverseChargeAnswer, rightX, metaY, rightWidth);
  y = Math.max(recipientBottom, metaY) + 16;

  // The lines.
  const cols = {
    n: { x: MARGIN + 6, width: 18 },
    description: { x: MARGIN + 28, width: WIDTH - 28 - 150 },
    sac: { x: MARGIN + WIDTH - 150, width: 50 },
    value: { x: MARGIN + WIDTH - 96, width: 90 },
  };
  pdf.rect(MARGIN, y, WIDTH, 20).fill('#f5f5f4');
  pdf.font(BOLD).fontSize(8.5).fillColor(INK);
  pdf.text(T.lineNumber, cols.n.x, y + 5, { width: cols.n.width });
  pdf.text(T.description, cols.description.x, y + 5, { width: cols.description.width });
  pdf.text(T.sac, cols.sac.x, y + 5, { width: cols.sac.width });
  pdf.text(T.taxableValue, cols.value.x, y + 5, { width: cols.value.width, align: 'right' });
  y += 26;
  pdf.font(REGULAR).fontSize(9.5).fillColor(INK);
  doc.lines.forEach((line, index) => {
    pdf.text(String(index + 1), cols.n.x, y, { width: cols.n.width });
    pdf.text(line.description, cols.description.x, y, { width: cols.description.width });
    const bottom = pdf.y;
    pdf.text(line.sac, cols.sac.x, y, { width: cols.sac.width });
    pdf.text(documentAmount(line.taxablePaise), cols.value.x, y, {
      width: cols.value.width,
      align: 'right',
    });
    y = Math.max(bottom, pdf.y) + 6;
    pdf
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + WIDTH, y - 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += 4;
  });

  // The tax and the total.
  const amounts: [string, number][] = [[T.taxableValue, doc.taxablePaise]];
  if (doc.taxKind === 'intra') {
    amounts.push([T.cgst, doc.cgstPaise], [T.sgst, doc.sgstPaise]);
  } else {
    amounts.push([T.igst, doc.igstPaise]);
  }
  const labelX = MARGIN + WIDTH - 250;
  y += 4;
  for (const [label, paise] of amounts) {
    pdf
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(INK)
      .text(label, labelX, y, { width: 150, align: 'right' });
    pdf.text(documentAmount(paise), cols.value.x, y, { width: cols.value.width, align: 'right' });
    y = pdf.y + 4;
  }
  pdf
    .moveTo(labelX, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  y += 6;
  pdf.font(BOLD).fontSize(11.5).text(T.total, labelX, y, { width: 150, align: 'right' });
  pdf.text(documentAmount(doc.totalPaise), cols.value.x - 20, y, {
    width: cols.value.width + 20,
    align: 'right',
  });
  y = pdf.y + 14;
  pdf.font(REGULAR).fontSize(8).fillColor(MUTED).text(T.totalInWords, MARGIN, y, { width: WIDTH });
  pdf
    .font(BOLD)
    .fontSize(10)
    .fillColor(INK)
    .text(doc.totalInWords, MARGIN, pdf.y, { width: WIDTH });

  // The footer, at the foot of the page.
  const footerY = PAGE.height - MARGIN - 14;
  pdf
    .moveTo(MARGIN, footerY - 8)
    .lineTo(MARGIN + WIDTH, footerY - 8)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  pdf
    .font(REGULAR)
    .fontSize(8)
    .fillColor(MUTED)
    .text(T.footer, MARGIN, footerY, { width: WIDTH, align: 'center', lineBreak: false });

  pdf.end();
  return done;
}
