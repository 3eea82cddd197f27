import { documentFileStem } from '@mandap/shared/tax-documents';
import type { Db } from '../../db/client';
import { vendorDocument } from './documents';
import { renderDocumentPdf } from './pdf';

// A document's PDF as a download and as an e-mail's attachment (issue 30, decision 0074).

/** A file to download or attach. */
export interface DocumentFile {
  filename: string;
  content: Buffer;
  contentType: 'application/pdf';
}

/** The PDF of one of the vendor's documents; undefined when it is not theirs (answered as missing). */
export async function vendorDocumentPdf(
  db: Db,
  vendorId: number,
  documentId: number,
): Promise<DocumentFile | undefined> {
  const document = await vendorDocument(db, vendorId, documentId);
  if (!document) return undefined;
  return {
    filename: `${documentFileStem(document.number)}.pdf`,
    content: await renderDocumentPdf(document),
    contentType: 'application/pdf',
  };
}

// documentPagePath's shape: /billing/documents/<id>.
const DOCUMENT_PAGE = /^\/billing\/documents\/(\d{1,15})$/;

/**
 * What a notification's e-mail carries beside its text: the PDF of the document its link opens,
 * when the notification is a vendor's and the document theirs; nothing for any other notice.
 */
export async function documentAttachments(
  db: Db,
  note: { vendorId: number | null; link: string },
): Promise<DocumentFile[]> {
  const match = DOCUMENT_PAGE.exec(note.link);
  if (!match?.[1] || note.vendorId === null) return [];
  const file = await vendorDocumentPdf(db, note.vendorId, Number(match[1]));
  return file ? [file] : [];
}
