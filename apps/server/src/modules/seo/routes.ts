import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { createSitemaps, robotsTxt, SITEMAP_LIMIT } from './service';

export interface SeoOptions {
  database: Database;
  /**
   * The site's origin (config.publicUrl) in robots.txt and the sitemaps: never a request's Host,
   * which anyone can forge and a shared cache would keep for an hour (issue 27).
   */
  publicUrl: string;
  /** URLs per sitemap file (tests make it small to reach the index). */
  sitemapLimit?: number;
}

const XML = 'application/xml; charset=utf-8';
// A crawler asks now and then; an hour old is fresh enough, and it costs a version read.
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * /robots.txt, /sitemap.xml and /sitemaps/N.xml (issue 17, decision 0038): real files at the
 * site's root, not the web app's HTML.
 */
export async function seoRoutes(app: FastifyInstance, options: SeoOptions): Promise<void> {
  const sitemaps = createSitemaps(options.database.db, options.sitemapLimit ?? SITEMAP_LIMIT);
  const origin = new URL(options.publicUrl).origin;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/robots.txt',
    {
      schema: {
        summary: 'Which paths crawlers may visit, and where the sitemap is',
        tags: ['findability'],
        produces: ['text/plain'],
      },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(robotsTxt(origin)),
  );

  typed.get(
    '/sitemap.xml',
    {
      schema: {
        summary: 'The sitemap: public pages and storefronts, or past 50,000 URLs an index',
        tags: ['findability'],
        produces: ['application/xml'],
      },
    },
    async (_request, reply) => {
      const body = await sitemaps.file(origin, 0);
      return reply.type(XML).header('cache-control', CACHE_CONTROL).send(body);
    },
  );

  typed.get(
    '/sitemaps/:file',
    {
      schema: {
        summary: 'A numbered sitemap file of the sitemap index (/sitemaps/1.xml, ...)',
        tags: ['findability'],
        produces: ['application/xml'],
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const number = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
      const body = number ? await sitemaps.file(origin, Number(number)) : null;
      if (!body) {
        return reply.status(404).send({ message: `There is no sitemap ${request.params.file}.` });
      }
      return reply.type(XML).header('cache-control', CACHE_CONTROL).send(body);
    },
  );
}
