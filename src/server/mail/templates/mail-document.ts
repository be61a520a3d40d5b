// One mail's content as a few kinds of block, rendered twice: as plain text and as simple,
// accessible HTML (lang="ja", real headings and paragraphs; no images, styles or tracking).
// Every text goes through escapeHtml here, so a template cannot forget to escape a value, and
// every link is a path joined to the service's own origin, so a mail cannot point anywhere else.

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** Label and value pairs: 受付番号, 受付日時… (a <dl> in HTML). */
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  /** A link to a page of the service: `path` starts with '/' and is joined to the origin. */
  | { kind: 'link'; label: string; path: string };

export interface MailDocument {
  subject: string;
  /** The mail's heading (the <h1>; the plain text opens with the salutation instead). */
  title: string;
  blocks: readonly MailBlock[];
}

const replacements: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => replacements[char] ?? char);

/** `https://utsuru.example.jp/` and `https://utsuru.example.jp` name the same origin. */
const trimmedOrigin = (origin: string) => origin.replace(/\/+$/, '');

export const linkOf = (origin: string, path: string): string => `${trimmedOrigin(origin)}${path.startsWith('/') ? path : `/${path}`}`;

function textOf(block: MailBlock, origin: string): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `■ ${block.text}`;
    case 'list':
      return block.items.map((item) => `・${item}`).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}：${value}`).join('\n');
    case 'link':
      // The address on a line of its own, so no mail program takes the Japanese around it into the link.
      return `${block.label}\n${linkOf(origin, block.path)}`;
  }
}

function htmlOf(block: MailBlock, origin: string): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2>${escapeHtml(block.text)}</h2>`;
    case 'list':
      return `<ul>\n${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>`;
    case 'facts':
      return `<dl>\n${block.rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}\n</dl>`;
    case 'link': {
      const href = escapeHtml(linkOf(origin, block.path));
      return `<p><a href="${href}">${escapeHtml(block.label)}</a><br>${href}</p>`;
    }
  }
}

/** Blocks apart by a blank line; a heading sits right on top of what it heads. */
export function renderText(document: MailDocument, origin: string): string {
  return `${document.blocks.map((block, index) => `${index === 0 ? '' : document.blocks[index - 1]?.kind === 'heading' ? '\n' : '\n\n'}${textOf(block, origin)}`).join('')}\n`;
}

export function renderHtml(document: MailDocument, origin: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="ja">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(document.subject)}</title>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(document.title)}</h1>`,
    ...document.blocks.map((block) => htmlOf(block, origin)),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
