import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// What a PDF says, read back as a person's PDF viewer reads it (Mozilla's PDF.js, its build for
// Node): the text of each page, the page size, and the names of the fonts it embeds. The tests of
// tax documents check that their text is real text, not a picture of it.

export interface PdfReading {
  /** Each page's text: items joined by spaces, a line break where the PDF's line ends. */
  pages: string[];
  /** All the pages' text, one after the other. */
  text: string;
  /** The first page's size in points: A4 is 595.28 × 841.89. */
  size: { width: number; height: number };
  /** The fonts its text is in, as embedded (a subset's name keeps its tag: ABCDEF+Name). */
  fonts: string[];
  /** The document's information dictionary (Title, Author...). */
  info: Record<string, unknown>;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const document = await getDocument({
    // PDF.js takes the buffer over: give it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    // Errors only: its warnings about fonts it does not need for text are noise here.
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    const fonts = new Set<string>();
    let size = { width: 0, height: 0 };
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      if (number === 1) {
        const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
        size = { width: x1 - x0, height: y1 - y0 };
      }
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : ''))
          .join(''),
      );
      await page.getOperatorList();
      for (const key of Object.keys(content.styles)) {
        const font = page.commonObjs.has(key) ? page.commonObjs.get(key) : undefined;
        const name = (font as { name?: unknown } | undefined)?.name;
        if (typeof name === 'string') fonts.add(name);
      }
    }
    const metadata = await document.getMetadata();
    return {
      pages,
      text: pages.join('\n'),
      size,
      fonts: [...fonts],
      info: metadata.info as Record<string, unknown>,
    };
  } finally {
    await document.destroy();
  }
}
