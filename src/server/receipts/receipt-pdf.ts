// The receipt (控え) as an A4 PDF, laid out with pdfkit in Noto Sans CJK JP (Debian's
// fonts-noto-cjk; pdfkit embeds only the glyphs used). Headings in Japanese, one section per part:
// the filing, the applicant, the procedures, the visit, and the service's statement that it signed.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { japaneseDateTime } from '#shared/japan-time';
import { ConfigError } from '../errors/config-error';
import type { ReceiptContent } from './receipt-content';
import { checklistHealthOmittedText, checklistHeading, checklistLead, checklistMoreText } from '#shared/counter-checklist-words';

/** Debian's fonts-noto-cjk; each TrueType collection holds the JP face under its PostScript name. */
const fontFiles = {
  regular: { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKjp-Regular' },
  bold: { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', face: 'NotoSansCJKjp-Bold' },
} as const;

/** Refuses a production start on a machine without the receipts' font (every download would fail). */
export function requireReceiptFonts(production: boolean, files: readonly string[] = Object.values(fontFiles).map(({ file }) => file)): void {
  const missing = files.filter((file) => !existsSync(file));
  if (production && missing.length > 0) throw new ConfigError(`the receipts need Debian's fonts-noto-cjk (${missing.join(', ')} missing)`);
}

/**
 * Read at each receipt rather than kept: about 20 MB each would stay in a process tuned to little
 * memory, for a download that is rare; reading them costs some 30 ms beside pdfkit's 200 ms.
 */
async function fonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  const read = (file: string) =>
    readFile(file).catch((error: unknown) => {
      throw new Error(`the receipt font ${file} is missing: install Debian's fonts-noto-cjk`, { cause: error });
    });
  const [regular, bold] = await Promise.all([read(fontFiles.regular.file), read(fontFiles.bold.file)]);
  return { regular, bold };
}

export const signedStatement = 'この控えは うつる が発行し、電子署名しています。';

const margin = 56;
const ink = '#1a1a1a';
const muted = '#595959';

export interface ReceiptMeta {
  issuedAt: Date;
  /** Where anyone fetches the CA that signed it. */
  caUrl: string;
}

export async function receiptPdf(content: ReceiptContent, { issuedAt, caUrl }: ReceiptMeta): Promise<Buffer> {
  // pdfkit (with fontkit's tables) loads at the first receipt, not at start (decision 032 §7).
  const [{ regular, bold }, { default: PDFDocument }] = await Promise.all([fonts(), import('pdfkit')]);
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    lang: 'ja-JP',
    displayTitle: true,
    info: { Title: `${content.title}（受付番号 ${content.receptionNumber}）`, Author: 'うつる', Creator: 'うつる', CreationDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('jp', regular, fontFiles.regular.face);
  doc.registerFont('jp-bold', bold, fontFiles.bold.face);
  const width = doc.page.width - 2 * margin;
  const bottom = () => doc.page.height - margin;

  const heading = (text: string) => {
    if (doc.y > bottom() - 80) doc.addPage();
    doc.moveDown(0.8).font('jp-bold').fontSize(13).fillColor(ink).text(text, margin);
    doc.moveTo(margin, doc.y + 2).lineTo(margin + width, doc.y + 2).lineWidth(0.75).strokeColor('#767676').stroke();
    doc.moveDown(0.5);
  };
  /** A label and its value side by side, the value wrapping in its own column. */
  const field = (label: string, value: string) => {
    const labelWidth = 130;
    const y = doc.y;
    const height = Math.max(doc.font('jp').fontSize(10.5).heightOfString(value, { width: width - labelWidth }), 14);
    if (y + height > bottom()) doc.addPage();
    const top = doc.y;
    doc.font('jp').fontSize(10.5).fillColor(muted).text(label, margin, top, { width: labelWidth - 8 });
    doc.fillColor(ink).text(value, margin + labelWidth, top, { width: width - labelWidth });
    doc.x = margin;
    doc.y = top + height + 4;
  };

  doc.font('jp-bold').fontSize(20).fillColor(ink).text(content.title, margin);
  doc.moveDown(0.4);
  field('受付番号', content.receptionNumber);
  field('送信日時', `${japaneseDateTime(content.submittedAt)}（日本時間）`);
  if (content.belongsTo) {
    field('元の申請の受付番号', content.belongsTo.receptionNumber);
    doc.font('jp').fontSize(10).fillColor(muted).text(content.belongsTo.sentence, margin);
  }

  heading('申請者');
  field('氏名', content.applicant.name);
  field('氏名（フリガナ）', content.applicant.nameKana);
  field('住所（引越し前）', content.applicant.from);
  if (content.applicant.to) field('住所（引越し後）', content.applicant.to);

  heading('手続きと状況');
  doc.font('jp').fontSize(9.5).fillColor(muted).text(`状況は ${japaneseDateTime(issuedAt)} 時点のものです。最新の状況はマイページで確認できます。`, margin);
  doc.moveDown(0.4);
  const columns = [
    { title: '手続き', width: width * 0.3 },
    { title: '届け先', width: width * 0.35 },
    { title: content.statusHeading, width: width * 0.35 },
  ];
  const row = (cells: readonly string[], font: 'jp' | 'jp-bold') => {
    doc.font(font).fontSize(10.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 8 }))) + 8;
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    let x = margin;
    cells.forEach((cell, i) => {
      doc.fillColor(ink).text(cell, x + 4, top + 4, { width: (columns[i]?.width ?? 0) - 8 });
      x += columns[i]?.width ?? 0;
    });
    doc.moveTo(margin, top + height).lineTo(margin + width, top + height).lineWidth(0.5).strokeColor('#b3b3b3').stroke();
    doc.x = margin;
    doc.y = top + height;
  };
  row(columns.map((column) => column.title), 'jp-bold');
  for (const procedure of content.procedures) row([procedure.procedure, procedure.recipient, procedure.status], 'jp');

  if (content.visits.length > 0) {
    heading('来庁のご案内');
    for (const visit of content.visits) {
      field('来庁予定日', `${visit.when}${visit.cancelled ? '（取り消しました）' : ''}`);
      field('窓口', visit.office?.name ?? visit.municipality);
      if (visit.office) {
        field('窓口の住所', visit.office.address);
        field('受付時間', visit.office.hours);
        field('電話番号', visit.office.phone);
      }
      field('お持ちいただくもの', visit.bring.map((thing) => `・${thing}`).join('\n'));
      doc.moveDown(0.3);
    }
  }

  if (content.checklist) {
    const checklist = content.checklist;
    heading(checklistHeading(checklist.municipality_name ?? ''));
    doc.font('jp').fontSize(9.5).fillColor(muted).text(checklistLead, margin, doc.y, { width });
    doc.moveDown(0.4);
    for (const item of checklist.items) {
      if (doc.y > bottom() - 60) doc.addPage();
      doc.font('jp-bold').fontSize(11).fillColor(ink).text(`□ ${item.name}`, margin, doc.y, { width });
      doc.moveDown(0.2);
      field('窓口', item.where);
      field('手続き', item.action);
      if (item.bring.length > 0) field('持ち物', item.bring.map((thing) => `・${thing}`).join('\n'));
      field('期限', item.deadline);
      if (item.note) field('この市区町村では', item.note);
      doc.moveDown(0.3);
    }
    if (checklist.healthOmitted) doc.font('jp').fontSize(9.5).fillColor(muted).text(checklistHealthOmittedText, margin, doc.y, { width });
    if (checklist.more_with_answers) doc.font('jp').fontSize(9.5).fillColor(muted).text(checklistMoreText, margin, doc.y, { width });
  }

  heading('この控えについて');
  doc.font('jp').fontSize(10.5).fillColor(ink).text(signedStatement, margin);
  field('作成日時', `${japaneseDateTime(issuedAt)}（日本時間）`);
  doc.font('jp').fontSize(9.5).fillColor(muted).text(`署名は、うつる 控えの認証局の証明書（${caUrl}）で確かめられます。`, margin, doc.y, { width });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
