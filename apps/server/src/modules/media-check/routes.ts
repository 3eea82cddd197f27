import { OCR_LANGUAGES } from '@mandap/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ocrAssetPaths } from '../../platform/id-guard/assets';

export const OcrConfigSchema = z.object({
  workerPath: z.string(),
  corePath: z.string(),
  langPath: z.string(),
  cachePath: z.string(),
  languages: z.array(z.string()),
});

/** Where the browser loads its text-recognition worker, core and language data: this app. */
export async function mediaCheckRoutes(app: FastifyInstance): Promise<void> {
  const config = { ...ocrAssetPaths(), languages: [...OCR_LANGUAGES] };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ocr-config',
    {
      schema: {
        summary: "Paths of the browser's OCR worker, core and eng/hin/tel data (all same-origin)",
        tags: ['media'],
        response: { 200: OcrConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return config;
    },
  );
}
