// The seo module's front door.
export { type SeoOptions, seoRoutes } from './routes';
