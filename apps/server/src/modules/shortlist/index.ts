// The shortlist module's front door.
export { type ShortlistRoutesOptions, userShortlistRoutes } from './routes';
