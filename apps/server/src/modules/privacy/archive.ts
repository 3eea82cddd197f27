import { indianDateTime } from '@mandap/shared/grievances';
import { strToU8, zipSync } from 'fflate';
import type { ExportSection } from './sections';

// The ZIP of "Download my data" (decision 0072): a folder with one JSON file per section and
// index.html, a summary a person can read in any browser, offline (no script, no outside link).

const FOLDER = 'mandap-data';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Words from a JSON key: 'firmName' -> 'Firm name'. */
function label(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as readable HTML: records as definition lists, arrays as lists, times in India's. */
function render(value: unknown, depth: number): string {
  if (value === null || value === undefined || value === '') return '<span class="none">—</span>';
  if (Array.isArray(value)) {
    if (value.length === 0) return '<span class="none">none</span>';
    if (value.every((v) => typeof v !== 'object' || v === null)) {
      return escapeHtml(value.map(String).join(', '));
    }
    return `<ol>${value.map((v) => `<li>${render(v, depth + 1)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `<dl>${entries
      .map(([key, v]) => `<dt>${escapeHtml(label(key))}</dt><dd>${render(v, depth + 1)}</dd>`)
      .join('')}</dl>`;
  }
  if (typeof value === 'string' && ISO_TIME.test(value)) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return `${escapeHtml(indianDateTime(at))} (India time)`;
  }
  return escapeHtml(String(value));
}

function count(data: unknown): string {
  if (!Array.isArray(data)) return '';
  return data.length === 1 ? ' (1)' : ` (${data.length})`;
}

/** index.html: each section's heading, what it holds, its file, and its content. */
export function summaryHtml(
  name: string,
  preparedAt: Date,
  sections: { section: ExportSection; data: unknown }[],
): string {
  const parts = sections.map(
    ({ section, data }) =>
      `<section><h2>${escapeHtml(section.title)}${count(data)}</h2>` +
      `<p>${escapeHtml(section.about)} File: <code>${escapeHtml(section.file)}</code></p>` +
      `${render(data, 0)}</section>`,
  );
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Your data on Mandap</title>',
    '<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;',
    'line-height:1.5;color:#1c1917}h1,h2{color:#7f1d1d}section{border-top:1px solid #e7e5e4;',
    'margin-top:2rem}dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem}',
    'dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}ol>li{margin-bottom:1rem}',
    '.none{color:#78716c}</style></head><body>',
    '<h1>Your data on Mandap</h1>',
    `<p>Prepared for ${escapeHtml(name)} on ${escapeHtml(indianDateTime(preparedAt))} (India time). ` +
      'Each section below is also in this folder as a JSON file, for other programs to read.</p>',
    ...parts,
    '</body></html>',
    '',
  ].join('\n');
}

/** The ZIP's bytes: index.html and each section's JSON, in one folder. */
export function buildArchive(
  name: string,
  preparedAt: Date,
  sections: { section: ExportSection; data: unknown }[],
): Buffer {
  const files: Record<string, Uint8Array> = {
    [`${FOLDER}/index.html`]: strToU8(summaryHtml(name, preparedAt, sections)),
  };
  for (const { section, data } of sections) {
    files[`${FOLDER}/${section.file}`] = strToU8(`${JSON.stringify(data, null, 2)}\n`);
  }
  return Buffer.from(zipSync(files, { level: 6, mtime: preparedAt }));
}
