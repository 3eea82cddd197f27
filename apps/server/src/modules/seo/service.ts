import { CATEGORIES, type CategorySlug } from '@mandap/shared/catalogue/categories';
import { readableSearchPath } from '@mandap/shared/catalogue/readable-paths';
import { LANGUAGES, pathIn } from '@mandap/shared/messages/languages';
import { storefrontPath } from '@mandap/shared/schemas/marketplace';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { VersionedCache } from '../../platform/versioned-cache';
import { listingsVersion } from '../search/index';

// robots.txt and the sitemap (issue 17, decision 0038).

/** The most URLs one sitemap file may hold (sitemaps.org); past it /sitemap.xml is an index. */
export const SITEMAP_LIMIT = 50_000;
/** Bytes of sitemap files kept per server: a full file of 50,000 storefronts is about 6 MB. */
const SITEMAP_CACHE_BYTES = 24 * 1024 * 1024;

/**
 * Screens behind a sign-in, which a search engine can neither read nor send anyone to, and the
 * API. Paths are matched case-sensitively by crawlers: these are the spellings links use. The
 * sign-in and directory pages stay open (their own pages say noindex where they should).
 */
const PRIVATE_PATHS = [
  '/api/',
  // The same screens in Hindi (issue 32).
  ...[
    '/VendorProfile',
    '/vendor-home',
    '/vendor-reviews',
    '/VendorList/',
    '/services',
    '/ServiceDetails',
    '/EditServices',
    '/edit-hotel',
    '/editMedia',
    '/payment',
    '/profile',
    '/analytics',
    '/chat',
    '/enquiries',
    '/notifications',
    '/availability',
    '/billing',
  ].flatMap((path) => [path, `/hi${path}`]),
];

/** robots.txt: the public pages open, the private screens and the API not, and the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    '# Mandap: wedding and event vendors across India.',
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** One URL of the sitemap: a path on this site and when its content last changed. */
interface SitemapUrl {
  path: string;
  lastmod: Date | null;
}

/** The search pages: counted per category and city by search_facets (migration 0005). */
type FacetRow = {
  category: string;
  city: string;
  city_key: string;
  updated_at: Date | string;
};

/** What a sitemap is made of at one listings version: its search pages, and how many storefronts. */
interface SitemapPlan {
  pages: SitemapUrl[];
  storefronts: number;
}

function later(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/** The search path of a city, or of a category in it: readable when the city has a slug. */
function placePath(city: string, category?: CategorySlug): string {
  const readable = readableSearchPath(city, category);
  if (readable) return readable;
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  params.set('city', city);
  return `/Vendors?${params}`;
}

/**
 * The home page, every category's search page, every city's and every category's in a city that
 * has an active listing, each with the time its vendors last changed. Read from the maintained
 * counts (at most categories x cities rows), not from the listings.
 */
async function readPlan(db: Db): Promise<SitemapPlan> {
  const [facets, [count]] = await Promise.all([
    queryRows<FacetRow>(
      db,
      sql`SELECT category, city, city_key, updated_at FROM search_facets
       WHERE listings > 0 ORDER BY category, city_key`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*)::int AS n FROM search_documents`),
  ]);
  const known = new Set<string>(CATEGORIES.map((c) => c.slug));
  const byPath = new Map<string, SitemapUrl>();
  const add = (path: string, lastmod: Date | null) => {
    const page = byPath.get(path);
    if (page) page.lastmod = later(page.lastmod, lastmod);
    else byPath.set(path, { path, lastmod });
  };
  let newest: Date | null = null;
  const categories = new Map<string, Date | null>();
  for (const row of facets) {
    if (!known.has(row.category)) continue;
    const category = row.category as CategorySlug;
    const changed = new Date(row.updated_at);
    newest = later(newest, changed);
    categories.set(category, later(categories.get(category) ?? null, changed));
    // Spellings of one city (an alias, a different case) are one page, as search reads them.
    add(placePath(row.city), changed);
    add(placePath(row.city, category), changed);
  }
  const categoryPages = CATEGORIES.filter((c) => categories.has(c.slug)).map((c) => ({
    path: `/Vendors?category=${c.slug}`,
    lastmod: categories.get(c.slug) ?? null,
  }));
  const placePages = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
  return {
    pages: [{ path: '/', lastmod: newest }, ...categoryPages, ...placePages],
    storefronts: Number(count?.n ?? 0),
  };
}

/** Storefronts in listing order, `limit` of them from the `offset`th. */
async function readStorefronts(db: Db, offset: number, limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const rows = await queryRows<{
    listing_id: number | string;
    firm_name: string;
    updated_at: Date | string;
  }>(
    db,
    sql`SELECT listing_id, firm_name, updated_at FROM search_documents
     ORDER BY listing_id LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({
    path: storefrontPath(Number(row.listing_id), row.firm_name),
    lastmod: new Date(row.updated_at),
  }));
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/**
 * Every page once in each language (issue 32), each naming all of them and the English one as
 * the default, as the pages' own hreflang links do.
 */
function urlset(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.flatMap((url) => {
    const href = (language: (typeof LANGUAGES)[number]) => xml(origin + pathIn(language, url.path));
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
    ].join('');
    const lastmod = url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : '';
    return LANGUAGES.map(
      (language) => `<url><loc>${href(language)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `${HEAD}<urlset ${NS} ${XHTML_NS}>\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(origin: string, files: number, lastmod: Date | null): string {
  const entries = Array.from(
    { length: files },
    (_, i) =>
      `<sitemap><loc>${xml(`${origin}/sitemaps/${i + 1}.xml`)}</loc>${
        lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
      }</sitemap>`,
  );
  return `${HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface Sitemaps {
  /**
   * /sitemap.xml (file 0): every URL, or past `limit` URLs an index of the numbered files; a
   * numbered file (/sitemaps/N.xml, from 1) when it is an index. Null for a file there is not.
   */
  file(origin: string, file: number): Promise<Buffer | null>;
}

/**
 * The sitemaps of one server, made once per listings version and origin and kept: a crawler's
 * visits cost a read of the version. The search pages come from the maintained counts; the
 * storefronts are read a file's worth at a time, in listing order.
 */
export function createSitemaps(db: Db, urlLimit = SITEMAP_LIMIT): Sitemaps {
  // Each page is a URL in every language.
  const limit = Math.floor(urlLimit / LANGUAGES.length);
  const plans = new VersionedCache<SitemapPlan>(1);
  const files = new VersionedCache<Buffer>(SITEMAP_CACHE_BYTES, (body) => body.length);

  async function build(plan: SitemapPlan, origin: string, file: number): Promise<Buffer | null> {
    const total = plan.pages.length + plan.storefronts;
    const count = Math.ceil(total / limit);
    if (file === 0) {
      if (total <= limit) {
        const storefronts = await readStorefronts(db, 0, plan.storefronts);
        return Buffer.from(urlset(origin, [...plan.pages, ...storefronts]));
      }
      const newest = plan.pages[0]?.lastmod ?? null;
      return Buffer.from(sitemapIndex(origin, count, newest));
    }
    if (total <= limit || file > count) return null;
    const start = (file - 1) * limit;
    const end = Math.min(start + limit, total);
    const pages = plan.pages.slice(start, end);
    const fromStorefront = Math.max(0, start - plan.pages.length);
    const storefronts = await readStorefronts(db, fromStorefront, end - start - pages.length);
    return Buffer.from(urlset(origin, [...pages, ...storefronts]));
  }

  return {
    async file(origin, file) {
      const version = await listingsVersion(db);
      const plan = await plans.get('plan', version, () => readPlan(db));
      const missing = Buffer.alloc(0);
      const body = await files.get(`${origin} ${file}`, version, async () => {
        return (await build(plan, origin, file)) ?? missing;
      });
      return body.length === 0 ? null : body;
    },
  };
}
